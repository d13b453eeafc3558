import { useId } from 'react';
import { historySearchPath } from '@platform/contract';
import { AppLink, Button, EmptyState, formatNumber, formatRelativeTime, Skeleton, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { activeFilterCount, readFilters } from '../../../lib/criteria';
import { useRecentSearches } from '../api/get-recent-searches';
import styles from './recent-searches-widget.module.css';

/** The dashboard widget: the user's last five searches as links that run each again as it ran (filters, sort, switches). */
export function RecentSearchesWidget() {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const session = useSession();
  const titleId = useId();
  const { data, error, isFetching, refetch } = useRecentSearches();

  let body;
  if (isFetching && !data) body = <Skeleton lines={3} />;
  else if (error)
    body = (
      <EmptyState
        variant="error"
        headingLevel={3}
        title={t('widgets.recent-searches.error')}
        action={<Button onClick={() => void refetch()}>{t('widgets.recent-searches.retry')}</Button>}
      />
    );
  else if (!session || !data || data.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('widgets.recent-searches.empty')}
        action={
          <AppLink to="/search" className={styles.link}>
            {t('widgets.recent-searches.startSearch')}
          </AppLink>
        }
      />
    );
  else
    body = (
      <ul className={styles.list}>
        {data.map((entry) => {
          // Stored as each search sent them: read like a hand-edited address, a bad filter left out.
          const criteria = { text: entry.criteria.text?.trim() ?? '', filters: readFilters(entry.criteria.filters) };
          const filters = activeFilterCount(criteria.filters);
          const meta = [
            filters > 0 ? t('widgets.recent-searches.filtersCount', { count: filters }) : null,
            t('widgets.recent-searches.results', { count: entry.total, formatted: formatNumber(locale, entry.total) }),
          ].filter((part): part is string => part !== null);
          return (
            <li key={entry.id} className={styles.item}>
              <AppLink to={historySearchPath({ ...entry.criteria, filters: criteria.filters })} className={styles.link}>
                {criteria.text || t('widgets.recent-searches.allFilters')}
              </AppLink>
              {meta.length > 0 && <span className={styles.meta}>{meta.join(' · ')}</span>}
              <time className={styles.meta} dateTime={entry.createdAt}>
                {formatRelativeTime(locale, entry.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby={titleId} className={styles.widget}>
      <h2 id={titleId} className={styles.title}>
        {t('widgets.recent-searches.title')}
      </h2>
      {body}
    </section>
  );
}
