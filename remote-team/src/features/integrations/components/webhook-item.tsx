import { useId } from 'react';
import type { Webhook } from '@platform/contract';
import { Button, formatDate, PAGE_CLASSES, Tag, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSendTestEventMutation } from '../api/send-test-event';
import { eventLabelKey } from './event-label';
import styles from './integrations.module.css';
import { WebhookDeliveries } from './webhook-deliveries';

export interface WebhookItemProps {
  webhook: Webhook;
  /** Whether its delivery log is open under it. */
  logOpen: boolean;
  onToggleLog: () => void;
  onRemove: () => void;
}

/** Working, failing since when, or disabled (when and why): what an owner checks first. */
function WebhookStatus({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  if (webhook.disabledAt !== null) {
    return (
      <Tag tone="error">
        {t('integrations.webhooks.statusDisabled', { date: formatDate(locale, webhook.disabledAt), reason: webhook.disabledReason ?? '' })}
      </Tag>
    );
  }
  if (webhook.failingSince !== null) {
    return <Tag tone="warning">{t('integrations.webhooks.statusFailing', { date: formatDate(locale, webhook.failingSince, { dateStyle: 'medium', timeStyle: 'short' }) })}</Tag>;
  }
  return <Tag tone="success">{t('integrations.webhooks.statusWorking')}</Tag>;
}

/** One webhook of the list: its address, events, age and status, its actions and (when open) its log. */
export function WebhookItem({ webhook, logOpen, onToggleLog, onRemove }: WebhookItemProps) {
  const { t } = useTranslation('team');
  const { locale, toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const urlId = useId();
  const logId = useId();
  const sendTest = useSendTestEventMutation();

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        toast.show({ type: 'success', message: t('integrations.webhooks.testSent') });
        // The owner wants to see it land: the log opens on the queued delivery.
        if (!logOpen) onToggleLog();
      },
      onError: (error) => toast.show({ type: 'error', message: errorText.message(error) }),
    });

  return (
    <li className={styles.item}>
      <h3 id={urlId} className={styles.url}>
        {webhook.url}
      </h3>
      <ul className={styles.events} aria-label={t('integrations.webhooks.events')}>
        {webhook.events.map((event) => (
          <li key={event}>
            <Tag>{t(eventLabelKey(event) ?? event)}</Tag>
          </li>
        ))}
      </ul>
      <div className={PAGE_CLASSES.row}>
        <WebhookStatus webhook={webhook} />
        <span className={PAGE_CLASSES.muted}>{t('integrations.webhooks.created', { date: formatDate(locale, webhook.createdAt) })}</span>
      </div>
      <div className={PAGE_CLASSES.row}>
        <Button size="small" onClick={test} loading={sendTest.isPending} aria-describedby={urlId}>
          {t('integrations.webhooks.sendTest')}
        </Button>
        <Button size="small" onClick={onToggleLog} aria-expanded={logOpen} aria-controls={logOpen ? logId : undefined} aria-describedby={urlId}>
          {t('integrations.webhooks.deliveries')}
        </Button>
        <Button size="small" variant="ghost" onClick={onRemove} aria-describedby={urlId}>
          {t('integrations.webhooks.remove')}
        </Button>
      </div>
      {logOpen && <WebhookDeliveries webhookId={webhook.id} url={webhook.url} id={logId} />}
    </li>
  );
}
