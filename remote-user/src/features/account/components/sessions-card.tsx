import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountSession } from '@platform/contract';
import { Button, Card, formatDate, PAGE_CLASSES, QueryView, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { endSession, getSessions, SESSIONS_KEY, signOutOthers } from '../api/account-calls';

function SessionRow({ item, onEnd, busy }: { item: AccountSession; onEnd: (id: string) => void; busy: boolean }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const device = item.device ?? t('account.unknownDevice');
  return (
    <tr>
      <td data-label={t('account.device')}>
        <span>
          {device}
          {item.current && <strong> ({t('account.thisDevice')})</strong>}
        </span>
      </td>
      <td data-label={t('account.lastSeen')}>{formatDate(locale, item.lastSeenAt)}</td>
      <td data-label={t('account.signedIn')}>{formatDate(locale, item.createdAt)}</td>
      <td>
        {!item.current && (
          <Button size="small" onClick={() => onEnd(item.id)} loading={busy} aria-label={t('account.signOutDevice', { device })}>
            {t('account.signOut')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The devices signed in to the account, with a sign-out for one or for all but this one. */
export function SessionsCard() {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const queryClient = useQueryClient();
  const query = useAreaQuery(SESSIONS_KEY, getSessions);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      toast.show({ type: 'success', message: done });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch {
      toast.show({ type: 'error', message: t('account.signOutFailed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('account.sessions')}>
      <QueryView query={query} lines={3}>
        {({ sessions }) => (
          <>
            <table className={`${PAGE_CLASSES.table} ${PAGE_CLASSES.stackedTable}`}>
              <caption className={PAGE_CLASSES.muted}>{t('account.sessionsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.device')}</th>
                  <th scope="col">{t('account.lastSeen')}</th>
                  <th scope="col">{t('account.signedIn')}</th>
                  <th scope="col">
                    <span className={PAGE_CLASSES.muted}>{t('account.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((item) => (
                  <SessionRow
                    key={item.id}
                    item={item}
                    busy={busy === item.id}
                    onEnd={(id) => void run(id, () => endSession(api, id), t('account.deviceSignedOut'))}
                  />
                ))}
              </tbody>
            </table>
            {sessions.some((item) => !item.current) && (
              <div>
                <Button onClick={() => void run('others', () => signOutOthers(api), t('account.othersSignedOut'))} loading={busy === 'others'}>
                  {t('account.signOutOthers')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}
