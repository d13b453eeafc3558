import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { WebhookDelivery } from '@platform/contract';
import { Button, formatDate, PAGE_CLASSES, QueryView, Tag, type Tone, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { deliveriesKey, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { webhooksKey } from '../api/get-webhooks';
import { eventLabelKey } from './event-label';
import styles from './integrations.module.css';

const STATUS_TONES: Record<WebhookDelivery['status'], Tone> = { queued: 'info', delivered: 'success', failed: 'error' };
const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

export interface WebhookDeliveriesProps {
  webhookId: number;
  url: string;
  /** The panel's id, for its *Deliveries* button's `aria-controls`. */
  id: string;
}

/**
 * The delivery log of one webhook: when, which event, the outcome, how many attempts, and the
 * endpoint's last answer (HTTP status) or the error. Newest first, as the API lists them; times in
 * the viewer's language and time zone. Wider than a phone, it scrolls sideways in its own named,
 * focusable region, not the page.
 */
export function WebhookDeliveries({ webhookId, url, id }: WebhookDeliveriesProps) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const queryClient = useQueryClient();
  const titleId = useId();
  const query = useWebhookDeliveries(webhookId);
  // The list's status (failing, disabled) follows the deliveries, so both are asked again.
  const refresh = () =>
    void Promise.all([queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) }), queryClient.invalidateQueries({ queryKey: webhooksKey(), exact: true })]);

  return (
    <div id={id} className={styles.deliveries}>
      <div className={PAGE_CLASSES.row}>
        <p id={titleId} className={styles.tableTitle}>
          {t('integrations.deliveries.title', { url })}
        </p>
        <Button size="small" onClick={refresh}>
          {t('integrations.deliveries.refresh')}
        </Button>
      </div>
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={PAGE_CLASSES.muted}>{t('integrations.deliveries.empty')}</p>
          ) : (
            <div className={styles.tableWrap} role="region" aria-labelledby={titleId} tabIndex={0}>
              <table className={PAGE_CLASSES.table} aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{t('integrations.deliveries.time')}</th>
                    <th scope="col">{t('integrations.deliveries.event')}</th>
                    <th scope="col">{t('integrations.deliveries.status')}</th>
                    <th scope="col">{t('integrations.deliveries.attempts')}</th>
                    <th scope="col">{t('integrations.deliveries.answer')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((delivery) => {
                    const label = eventLabelKey(delivery.event);
                    return (
                      <tr key={delivery.id}>
                        <td>
                          <time dateTime={delivery.createdAt}>{formatDate(locale, delivery.createdAt, TIME_FORMAT)}</time>
                        </td>
                        <td>{label === null ? <code>{delivery.event}</code> : t(label)}</td>
                        <td>
                          <Tag tone={STATUS_TONES[delivery.status]}>{t(`integrations.deliveries.statuses.${delivery.status}`)}</Tag>
                        </td>
                        <td>{delivery.attempts}</td>
                        <td className={styles.errorCell}>{answerText(delivery, t('integrations.deliveries.noAnswer'))}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </div>
  );
}

/** The endpoint's last HTTP status, the error of the last attempt, or both ("500 · …"). */
function answerText(delivery: WebhookDelivery, none: string): string {
  const parts = [delivery.responseStatus === null ? null : String(delivery.responseStatus), delivery.error].filter((part) => part !== null && part !== '');
  return parts.length === 0 ? none : parts.join(' · ');
}
