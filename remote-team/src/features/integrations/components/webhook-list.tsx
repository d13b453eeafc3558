import { type RefObject, useState } from 'react';
import type { Webhook } from '@platform/contract';
import { Card, ConfirmDialog, EmptyState, PAGE_CLASSES, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useRemoveWebhookMutation } from '../api/remove-webhook';
import styles from './integrations.module.css';
import { WebhookItem } from './webhook-item';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  /** The list itself (focusable): the focus lands on it after a removal, where the removed item was. */
  listRef: RefObject<HTMLDivElement | null>;
}

/** The team's webhooks, each with *Send test event*, *Deliveries* and *Remove* (after a confirmation). */
export function WebhookList({ webhooks, listRef }: WebhookListProps) {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const remove = useRemoveWebhookMutation();
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [openLog, setOpenLog] = useState<number | null>(null);

  const confirmRemove = () => {
    if (removing === null) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.show({ type: 'success', message: t('integrations.webhooks.removed') });
        // The button that opened the dialog is gone with its webhook: the focus goes back to the list.
        // After the dialog's own clean-up, which would try to give it back to that button.
        requestAnimationFrame(() => listRef.current?.focus());
      },
      onError: (error) => toast.show({ type: 'error', message: errorText.message(error) }),
    });
  };

  return (
    <Card title={t('integrations.webhooks.title')}>
      <div ref={listRef} tabIndex={-1} className={styles.list} aria-label={t('integrations.webhooks.listLabel')} role="group">
        {webhooks.length === 0 ? (
          <EmptyState title={t('integrations.webhooks.empty')} text={t('integrations.webhooks.emptyText')} headingLevel={3} />
        ) : (
          <ul className={PAGE_CLASSES.list}>
            {webhooks.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                logOpen={openLog === webhook.id}
                onToggleLog={() => setOpenLog((open) => (open === webhook.id ? null : webhook.id))}
                onRemove={() => setRemoving(webhook)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        title={t('integrations.webhooks.removeTitle')}
        confirmLabel={t('integrations.webhooks.confirmRemove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      >
        <p className={styles.url}>{removing?.url}</p>
        <p>{t('integrations.webhooks.removeText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
