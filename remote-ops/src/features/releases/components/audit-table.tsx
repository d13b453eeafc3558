import type { ReleaseAuditLine } from '@platform/contract';
import { formatDate, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * The deployment history of one app, newest first: when, what, from → to, why, and who (an
 * operator by name, or the release-health job). On a phone each row stacks into labelled lines.
 */
export function AuditTable({ app, lines }: { app: string; lines: readonly ReleaseAuditLine[] }) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases' });
  const { locale } = useMountProps();
  if (lines.length === 0) return <p className={PAGE_CLASSES.muted}>{t('noHistory')}</p>;
  const columns = { when: t('when'), change: t('change'), fromTo: t('fromTo'), why: t('why'), who: t('who') };
  return (
    <table className={`${PAGE_CLASSES.table} ${PAGE_CLASSES.stackedTable}`}>
      <caption>{t('historyTable', { app })}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.at}-${index}`}>
            <td data-label={columns.when}>
              <time dateTime={line.at}>{formatDate(locale, line.at, DATE_TIME)}</time>
            </td>
            <td data-label={columns.change}>
              {t(`action.${line.action}`)}
              {line.percent !== undefined && line.action !== 'promote' ? `, ${t('percentSuffix', { percent: line.percent })}` : ''}
            </td>
            <td data-label={columns.fromTo}>{[line.from, line.to].filter((version) => version !== undefined).join(' → ')}</td>
            <td data-label={columns.why}>{line.reason ?? ''}</td>
            <td data-label={columns.who}>{line.actor.kind === 'job' ? t('job', { name: line.actor.name }) : t('person', { name: line.actor.name })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
