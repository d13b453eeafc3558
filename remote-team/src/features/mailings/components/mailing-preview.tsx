import type { MailingCvRef, MailingPreview } from '@platform/contract';
import { FormField, PAGE_CLASSES, Select, Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './mailings.module.css';

/**
 * What sending would do: who receives the mailing and who is skipped (and why), its cost in
 * credits and the daily cap, and the message as one chosen recipient will read it (plain text:
 * the HTML part is the same text, escaped).
 */
export function MailingPreviewPanel({ preview, onPick }: { preview: MailingPreview; onPick: (recipient: MailingCvRef) => void }) {
  const { t } = useTranslation('team');
  const { message, cost, dailyLimit } = preview;
  const keyOf = (ref: MailingCvRef) => `${ref.type}:${ref.id}`;
  return (
    <section aria-labelledby="mailing-preview-title" className={PAGE_CLASSES.form}>
      <h3 id="mailing-preview-title">{t('mailings.previewTitle')}</h3>
      <p className={PAGE_CLASSES.row}>
        <Tag tone="success">{t('mailings.reachable', { count: preview.recipients.reachable })}</Tag>
        {preview.recipients.total > preview.recipients.reachable && (
          <Tag tone="warning">{t('mailings.skippedCount', { count: preview.recipients.total - preview.recipients.reachable })}</Tag>
        )}
        <Tag tone={cost.missing > 0 ? 'error' : 'neutral'}>{t('mailings.cost', { count: cost.credits, balance: cost.balance })}</Tag>
        <span className={PAGE_CLASSES.muted}>{t('mailings.dailyRemaining', { remaining: dailyLimit.remaining, limit: dailyLimit.limit })}</span>
      </p>
      {cost.missing > 0 && <p role="alert">{t('mailings.creditsMissing', { count: cost.missing })}</p>}
      {preview.recipients.reachable > dailyLimit.remaining && <p role="alert">{t('mailings.overDailyLimit', { remaining: dailyLimit.remaining })}</p>}
      {message === null ? (
        <p role="alert">{t('mailings.nobodyReachable')}</p>
      ) : (
        <>
          <FormField label={t('mailings.previewFor')}>
            <Select
              value={keyOf(message.recipient)}
              onChange={(event) => {
                const picked = preview.reachable.find((item) => keyOf(item) === event.target.value);
                if (picked !== undefined) onPick({ type: picked.type, id: picked.id });
              }}
              options={preview.reachable.map((item) => ({ value: keyOf(item), label: item.name }))}
            />
          </FormField>
          <p>
            <strong>{t('mailings.subject')}:</strong> {message.subject}
          </p>
          <pre className={styles.message} aria-label={t('mailings.previewText')}>
            {message.text}
          </pre>
        </>
      )}
      {preview.skipped.length > 0 && (
        <details>
          <summary>{t('mailings.skippedList', { count: preview.recipients.total - preview.recipients.reachable })}</summary>
          <ul className={PAGE_CLASSES.list}>
            {preview.skipped.map((item) => (
              <li key={keyOf(item)}>
                {item.name} — {t(`mailings.reasons.${item.reason}`)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
