import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Card, EmptyState, formatNumber, PAGE_CLASSES, QueryView, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSearchParams } from '@platform/shared/router';
import { auditKey, useAuditLog } from '../api/get-audit';
import { auditCsvUrl } from '../api/privacy-calls';
import { filterParams, isFiltered, readFilter } from './audit-filter';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import styles from './privacy.module.css';

/**
 * The audit tab: every access to and change of a CV's personal data, newest first, under the
 * filters the API offers, 100 entries at a time (*Load more* follows the cursor), and the CSV of
 * every entry the filter selects (the API writes it, and records the export).
 */
export function AuditSection() {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const query = useAuditLog(filter);
  const statusId = useId();
  const filtered = isFiltered(filter);
  const clear = () => setParams({ tab: 'audit' });

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // The button goes with the last page: the focus stays near, on the count of what shows.
    if (!result.hasNextPage) document.getElementById(statusId)?.focus();
  };

  return (
    <Card
      title={t('privacy.audit.title')}
      actions={
        <span className={PAGE_CLASSES.row}>
          <a className={PAGE_CLASSES.link} href={auditCsvUrl(filter)} download>
            {filtered ? t('privacy.audit.downloadFiltered') : t('privacy.audit.download')}
          </a>
          <Button size="small" onClick={() => void queryClient.invalidateQueries({ queryKey: auditKey() })}>
            {t('privacy.audit.refresh')}
          </Button>
        </span>
      }
    >
      <p>{t('privacy.audit.intro')}</p>
      <AuditFilters key={JSON.stringify(filter)} filter={filter} onApply={(next) => setParams(filterParams(next))} onClear={clear} />
      <QueryView query={query}>
        {({ pages }) => {
          const entries = pages.flatMap((page) => page.items);
          if (entries.length === 0) {
            return filtered ? (
              <EmptyState title={t('privacy.audit.noMatchTitle')} text={t('privacy.audit.noMatchText')} action={<Button onClick={clear}>{t('privacy.audit.filters.clear')}</Button>} headingLevel={3} />
            ) : (
              <EmptyState title={t('privacy.audit.emptyTitle')} text={t('privacy.audit.emptyText')} headingLevel={3} />
            );
          }
          return (
            <div className={styles.auditLog}>
              <AuditTable entries={entries} />
              <div className={PAGE_CLASSES.row}>
                <p id={statusId} role="status" tabIndex={-1} className={styles.status}>
                  {query.hasNextPage ? t('privacy.audit.shownMore', { count: entries.length, shown: formatNumber(locale, entries.length) }) : t('privacy.audit.shownAll', { count: entries.length, shown: formatNumber(locale, entries.length) })}
                </p>
                {query.hasNextPage && (
                  <Button loading={query.isFetchingNextPage} onClick={() => void loadMore()}>
                    {t('privacy.audit.loadMore')}
                  </Button>
                )}
              </div>
            </div>
          );
        }}
      </QueryView>
    </Card>
  );
}
