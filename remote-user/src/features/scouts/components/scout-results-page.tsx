import { EmptyState, formatDate, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../lib/area.module.css';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
import { listRuns } from '../api/scout-calls';

/** `/user/scout/result`: every run of the user's scouts, newest first, with how much each found. */
export function ScoutResultsPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['scout-runs'], (api, signal) => listRuns(api, {}, signal));
  return (
    <section className={styles.page} aria-labelledby="results-title">
      <div className={styles.header}>
        <h1 id="results-title" className={styles.title}>
          {t('results.title')}
        </h1>
        <Link className={styles.link} to="/user/scout">
          {t('results.toScouts')}
        </Link>
      </div>
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('results.emptyTitle')} text={t('results.emptyText')} action={<Link to="/user/scout">{t('results.toScouts')}</Link>} />
          ) : (
            <table className={styles.table}>
              <caption className={styles.muted}>{t('results.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('results.scout')}</th>
                  <th scope="col">{t('results.date')}</th>
                  <th scope="col">{t('results.found')}</th>
                  <th scope="col">{t('results.new')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((run) => (
                  <tr key={run.id}>
                    <th scope="row">
                      <Link className={styles.link} to={`/user/scout/result/${run.id}`}>
                        {run.scoutName}
                      </Link>
                    </th>
                    <td>{formatDate(locale, run.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>{run.total}</td>
                    <td>{run.newCount > 0 ? <Tag tone="success">{t('results.newCount', { count: run.newCount })}</Tag> : t('results.nothingNew')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </section>
  );
}
