import { EmptyState, formatDate, Page, PAGE_CLASSES, PageHeader, QueryView, Tag, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listRuns } from '../api/list-runs';
import { approximate } from './approximate';

/** `/user/scout/result`: every run of the user's scouts, newest first, with how much each found. */
export function ScoutResultsPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['user', 'scout-runs'], (api, signal) => listRuns(api, {}, signal));
  return (
    <Page aria-labelledby="results-title">
      <PageHeader
        title={t('results.title')}
        titleId="results-title"
        actions={
          <Link className={PAGE_CLASSES.link} to="/user/scout">
            {t('results.toScouts')}
          </Link>
        }
      />
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('results.emptyTitle')} text={t('results.emptyText')} action={<Link to="/user/scout">{t('results.toScouts')}</Link>} />
          ) : (
            <table className={`${PAGE_CLASSES.table} ${PAGE_CLASSES.stackedTable}`}>
              <caption className={PAGE_CLASSES.muted}>{t('results.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('results.scout')}</th>
                  <th scope="col">{t('results.date')}</th>
                  <th scope="col">{t('results.trigger')}</th>
                  <th scope="col">{t('results.found')}</th>
                  <th scope="col">{t('results.new')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((run) => (
                  <tr key={run.id}>
                    <th scope="row">
                      <Link className={PAGE_CLASSES.link} to={`/user/scout/result/${run.id}`}>
                        {run.scoutName}
                      </Link>
                    </th>
                    <td data-label={t('results.date')}>{formatDate(locale, run.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td data-label={t('results.trigger')}>{t(`results.trigger_${run.trigger}`)}</td>
                    <td data-label={t('results.found')}>{approximate(run.total, run.totalIsEstimate)}</td>
                    <td data-label={t('results.new')}>
                      {run.newCount > 0 ? (
                        <Tag tone="success">{t('results.newCount', { count: run.newCount, shown: approximate(run.newCount, run.newCountIsEstimate) })}</Tag>
                      ) : (
                        t('results.nothingNew')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </Page>
  );
}
