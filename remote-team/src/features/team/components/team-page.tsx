import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamDetails, TeamMember } from '@platform/contract';
import type { TeamRole } from '@platform/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  formatDate,
  formatNumber,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Select,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
  useSession,
  VerifyEmailReminder,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useSearchParams } from '@platform/shared/router';
import { changeRole, getTeam, removeMember, TEAM_KEY, revokeInvitation } from '../api/team-calls';
import { AcceptInvitation } from './accept-invitation';
import { ApiKeysCard } from './api-keys/api-keys-card';
import { InviteForm } from './invite-form';

/** Which roles the signed-in member may give `member` (mirrors the API's rules). */
function assignableRoles(myRole: TeamRole, member: TeamMember): TeamRole[] {
  if (myRole === 'owner') return ['owner', 'admin', 'member'];
  if (myRole === 'admin' && member.role !== 'owner') return ['admin', 'member'];
  return [];
}

function MembersTable({ team, onChanged, onLeft }: { team: TeamDetails; onChanged: () => void; onLeft: () => Promise<void> }) {
  const { t } = useTranslation('team');
  const errorText = useApiErrorText('team');
  const { api, locale, toast } = useMountProps();
  const session = useSession();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  const myId = session?.user.id;

  const fail = (error: unknown) => toast.show({ type: 'error', message: errorText.message(error) });

  const updateRole = async (member: TeamMember, role: TeamRole) => {
    try {
      await changeRole(api, member.id, role);
      toast.show({ type: 'success', message: t('members.roleChanged', { name: member.name }) });
      onChanged();
    } catch (error) {
      fail(error);
    }
  };

  const confirmRemove = async () => {
    if (removing === null) return;
    setBusy(true);
    try {
      await removeMember(api, removing.id);
      const self = removing.id === myId;
      setRemoving(null);
      if (self) await onLeft();
      else onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('members.title', { count: team.members.length })}>
      <table className={PAGE_CLASSES.table}>
        <caption className={PAGE_CLASSES.muted}>{t('members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('members.name')}</th>
            <th scope="col">{t('members.email')}</th>
            <th scope="col">{t('members.role')}</th>
            <th scope="col">{t('members.joined')}</th>
            <th scope="col">
              <span className={PAGE_CLASSES.muted}>{t('members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {team.members.map((member) => {
            const roles = member.id === myId ? [] : assignableRoles(team.role, member);
            const canRemove = member.id === myId || roles.length > 0;
            return (
              <tr key={member.id}>
                <td>
                  {member.name}
                  {member.id === myId && <span className={PAGE_CLASSES.muted}> {t('members.you')}</span>}
                </td>
                <td>{member.email}</td>
                <td>
                  {roles.length > 0 ? (
                    <Select
                      aria-label={t('members.roleOf', { name: member.name })}
                      value={member.role}
                      onChange={(event) => {
                        const role = roles.find((item) => item === event.target.value);
                        if (role) void updateRole(member, role);
                      }}
                      options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                    />
                  ) : (
                    <Tag tone={member.role === 'owner' ? 'info' : 'neutral'}>{t(`roles.${member.role}`)}</Tag>
                  )}
                </td>
                <td>{formatDate(locale, member.joinedAt)}</td>
                <td>
                  {canRemove && (
                    <Button size="small" variant="ghost" onClick={() => setRemoving(member)}>
                      {member.id === myId ? t('members.leave') : t('members.remove', { name: member.name })}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        title={removing?.id === myId ? t('members.leaveTitle') : t('members.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={removing?.id === myId ? t('members.leave') : t('members.confirmRemove')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
      >
        {removing?.id === myId ? t('members.leaveText') : t('members.removeText')}
      </ConfirmDialog>
      <p className={PAGE_CLASSES.muted}>{t('team.credits', { credits: formatNumber(locale, team.credits) })}</p>
    </Card>
  );
}

function PendingInvitations({ team, onChanged }: { team: TeamDetails; onChanged: () => void }) {
  const { t } = useTranslation('team');
  const errorText = useApiErrorText('team');
  const { api, locale, toast } = useMountProps();
  if (team.invitations.length === 0) return <p className={PAGE_CLASSES.muted}>{t('invitations.none')}</p>;
  const revoke = async (id: string) => {
    try {
      await revokeInvitation(api, id);
      onChanged();
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    }
  };
  return (
    <Card title={t('invitations.title')} headingLevel={3}>
      <ul className={PAGE_CLASSES.list}>
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className={PAGE_CLASSES.row}>
            <span>{invitation.email}</span>
            <Tag>{t(`roles.${invitation.role}`)}</Tag>
            <span className={PAGE_CLASSES.muted}>{t('invitations.expires', { date: formatDate(locale, invitation.expiresAt) })}</span>
            <Button size="small" variant="ghost" onClick={() => void revoke(invitation.id)}>
              {t('invitations.revoke', { email: invitation.email })}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** `/team`: the team's members and roles, invitations, its API keys (owners), and joining a team from an invitation link. */
export function TeamPage() {
  const { t } = useTranslation('team');
  const { session, reportError } = useMountProps();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const invitation = params.get('invitation');
  const query = useAreaQuery(TEAM_KEY, getTeam);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  // Joined or left a team: the shell's session (header, credits, every area) follows at once,
  // without a page load, and this page shows the team the user is in now.
  const onTeamChanged = async () => {
    await session.refresh().catch((error: unknown) => reportError(error, 'team: session refresh'));
    await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  };
  const onJoined = async () => {
    await onTeamChanged();
    // The invitation is used up: its banner goes with it.
    setParams(
      (current) => {
        current.delete('invitation');
        return current;
      },
      { replace: true },
    );
  };

  return (
    <Page aria-labelledby="team-title">
      <PageHeader
        title={query.data ? query.data.name : t('team.title')}
        titleId="team-title"
        actions={
          query.data && (
            <span className={PAGE_CLASSES.row}>
              <Tag tone="info">{t('team.plan', { plan: query.data.plan })}</Tag>
              <Tag>{t(`roles.${query.data.role}`)}</Tag>
            </span>
          )
        }
      />
      <VerifyEmailReminder />
      {invitation && <AcceptInvitation token={invitation} onJoined={onJoined} />}
      <QueryView query={query}>
        {(team) => (
          <>
            <MembersTable team={team} onChanged={refresh} onLeft={onTeamChanged} />
            {team.role === 'owner' && <p><Link to="/team/integrations" className={PAGE_CLASSES.link}>{t('integrations.link')}</Link></p>}
            {team.role !== 'member' && (
              <>
                <InviteForm onInvited={refresh} />
                <PendingInvitations team={team} onChanged={refresh} />
              </>
            )}
            {team.role === 'owner' && <ApiKeysCard />}
          </>
        )}
      </QueryView>
    </Page>
  );
}
