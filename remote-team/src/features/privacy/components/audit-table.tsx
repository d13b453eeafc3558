import { useId } from 'react';
import type { AuditEntry } from '@platform/contract';
import { AppLink, formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './privacy.module.css';

/** Date, time and zone: the viewer's own time zone, named, so a time is never ambiguous. */
const TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'long' };
/** After these the CV is gone: its id stays, its page does not. */
const GONE: ReadonlyArray<AuditEntry['action']> = ['retention_deleted', 'erased'];

function Actor({ actor }: { actor: string }) {
  const { t } = useTranslation('team');
  if (actor === 'system') return <>{t('privacy.audit.actors.system')}</>;
  if (actor === 'person') return <>{t('privacy.audit.actors.person')}</>;
  return <span className={styles.actor}>{actor}</span>;
}

function Cv({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('team');
  if (entry.resumeId === null) return <span className={PAGE_CLASSES.muted}>—</span>;
  const label = t('privacy.audit.cv', { id: entry.resumeId });
  if (GONE.includes(entry.action)) return <>{t('privacy.audit.cvGone', { cv: label })}</>;
  return (
    <AppLink to={`/cv/imported/${entry.resumeId}`} className={PAGE_CLASSES.link}>
      {label}
    </AppLink>
  );
}

/**
 * The audit's entries: when (in the viewer's language and time zone), who, what, which CV (a link
 * while it exists) and from where. Wider than a phone, it scrolls sideways in its own named,
 * focusable region, not the page.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const captionId = useId();
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={PAGE_CLASSES.table}>
        <caption id={captionId} className={styles.caption}>
          {t('privacy.audit.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('privacy.audit.at')}</th>
            <th scope="col">{t('privacy.audit.actor')}</th>
            <th scope="col">{t('privacy.audit.action')}</th>
            <th scope="col">{t('privacy.audit.resume')}</th>
            <th scope="col">{t('privacy.audit.ip')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatDate(locale, entry.at, TIME_FORMAT)}</time>
              </td>
              <td>
                <Actor actor={entry.actor} />
              </td>
              <td>{t(`privacy.audit.actions.${entry.action}`)}</td>
              <td>
                <Cv entry={entry} />
              </td>
              <td>{entry.ip ?? <span className={PAGE_CLASSES.muted}>—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
