import { useState } from 'react';
import type { ApiKey } from '@platform/contract';
import { Button, Card, ConfirmDialog, formatDate, PAGE_CLASSES, QueryView, Tag, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { SCOPE_TEXT_KEYS, useApiKeys, useRevokeApiKeyMutation } from '../../api/api-key-calls';
import { CreateApiKeyForm } from './create-api-key-form';

function KeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  if (keys.length === 0) return <p className={PAGE_CLASSES.muted}>{t('apiKeys.none')}</p>;
  return (
    <table className={PAGE_CLASSES.table}>
      <caption className={PAGE_CLASSES.muted}>{t('apiKeys.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.name')}</th>
          <th scope="col">{t('apiKeys.scopes')}</th>
          <th scope="col">{t('apiKeys.createdAt')}</th>
          <th scope="col">{t('apiKeys.lastUsed')}</th>
          <th scope="col">
            <span className={PAGE_CLASSES.muted}>{t('members.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td>
              {key.name}
              <div className={PAGE_CLASSES.muted}>
                <code>{key.prefix}…</code>
              </div>
            </td>
            <td>
              <span className={PAGE_CLASSES.row}>
                {key.scopes.map((scope) => (
                  <Tag key={scope}>{t(SCOPE_TEXT_KEYS[scope])}</Tag>
                ))}
              </span>
            </td>
            <td>{t('apiKeys.createdBy', { date: formatDate(locale, key.createdAt), name: key.createdBy })}</td>
            <td>{key.lastUsedAt === null ? t('apiKeys.neverUsed') : formatDate(locale, key.lastUsedAt)}</td>
            <td>
              <Button size="small" variant="ghost" onClick={() => onRevoke(key)}>
                {t('apiKeys.revoke', { name: key.name })}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The team's API keys, for its owners: the list (name, scopes, created, last used), a form for a
 * new key whose token is shown once, and revocation after a confirmation.
 */
export function ApiKeysCard() {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const query = useApiKeys();
  const revoke = useRevokeApiKeyMutation();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const confirmRevoke = async () => {
    if (revoking === null) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.show({ type: 'success', message: t('apiKeys.revoked', { name: revoking.name }) });
      setRevoking(null);
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    }
  };
  return (
    <Card title={t('apiKeys.title')}>
      <p>{t('apiKeys.intro')}</p>
      <QueryView query={query}>{(list) => <KeysTable keys={list.items} onRevoke={setRevoking} />}</QueryView>
      <CreateApiKeyForm />
      <ConfirmDialog
        open={revoking !== null}
        onCancel={() => setRevoking(null)}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.confirmRevoke')}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
      >
        {t('apiKeys.revokeText')}
      </ConfirmDialog>
    </Card>
  );
}
