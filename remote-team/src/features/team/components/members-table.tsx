import { useState } from 'react';
import type { TeamDetails, TeamMember, TeamRole } from '@platform/contract';
import { Button, Card, ConfirmDialog, formatDate, formatNumber, PAGE_CLASSES, Select, Tag, useApiErrorText, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { changeRole, removeMember } from '../api/team-calls';

/** Which roles the signed-in member may give `member` (mirrors the API's rules). */
function assignableRoles(myRole: TeamRole, member: TeamMember): TeamRole[] {
  if (myRole === 'owner') return ['owner', 'admin', 'member'];
  if (myRole === 'admin' && member.role !== 'owner') return ['admin', 'member'];
  return [];
}

export interface MembersTableProps {
  team: TeamDetails;
  onChanged: () => void;
  onLeft: () => Promise<void>;
}

/**
 * The team's members with their roles, and changing or removing them. On a narrow screen each
 * member's row stacks into a block of labelled lines, so the table never widens the page.
 */
export function MembersTable({ team, onChanged, onLeft }: MembersTableProps) {
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
      <table className={`${PAGE_CLASSES.table} ${PAGE_CLASSES.stackedTable}`}>
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
                <td data-label={t('members.name')}>
                  {/* One element: the stacked row's label and the cell's content are a two-column grid. */}
                  <span>
                    {member.name}
                    {member.id === myId && <span className={PAGE_CLASSES.muted}> {t('members.you')}</span>}
                  </span>
                </td>
                <td data-label={t('members.email')}>{member.email}</td>
                <td data-label={t('members.role')}>
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
                <td data-label={t('members.joined')}>{formatDate(locale, member.joinedAt)}</td>
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
