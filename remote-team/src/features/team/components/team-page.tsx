import { useQueryClient } from '@tanstack/react-query';
import type { TeamDetails } from '@platform/contract';
import {
  Button,
  Card,
  formatDate,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
  VerifyEmailReminder,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useSearchParams } from '@platform/shared/router';
import { getTeam, TEAM_KEY, revokeInvitation } from '../api/team-calls';
import { AcceptInvitation } from './accept-invitation';
import { ApiKeysCard } from './api-keys/api-keys-card';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

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

/** The pages only owners use: the team's webhooks and the personal data it keeps. Nobody else sees these links. */
function OwnerSettings() {
  const { t } = useTranslation('team');
  return (
    <nav aria-label={t('team.ownerSettings')}>
      <ul className={PAGE_CLASSES.list}>
        <li>
          <Link to="/team/integrations" className={PAGE_CLASSES.link}>
            {t('integrations.link')}
          </Link>
        </li>
        <li>
          <Link to="/team/privacy" className={PAGE_CLASSES.link}>
            {t('privacy.link')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** `/team`: the team's members and roles, invitations, its API keys and settings pages (owners), and joining a team from an invitation link. */
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
            {team.role === 'owner' && <OwnerSettings />}
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
