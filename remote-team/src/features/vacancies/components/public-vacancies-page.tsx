import {
  Card,
  EmptyState,
  formatDate,
  formatNumber,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  refetchUnlessJustFetched,
  Tag,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { JOB_BOARD_FIELDS, JOB_BOARD_PER_PAGE, jobBoardQuery } from '../api/job-board-query';
import { listOpenVacancies, openVacanciesKey } from '../api/vacancy-calls';
import { useListFilter } from '../hooks/use-list-filter';
import { JobBoardFilters } from './job-board-filters';
import { salaryText } from './salary';

/** `/vacancies`: every team's open vacancies, for anyone, searchable by text, city, remote work, level and salary. */
export function PublicVacanciesPage() {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  // The search in the address (`?q=go&city=Berlin&page=2`): a shared link, a reload and Back show the same list.
  const filter = useListFilter(JOB_BOARD_FIELDS);
  const criteria = jobBoardQuery(filter.value, filter.page);
  // The host asks for the same page of the list (same key) while this area's code loads.
  const query = useAreaQuery(openVacanciesKey(criteria), (api, signal) => listOpenVacancies(api, criteria, signal), { refetchOnMount: refetchUnlessJustFetched });

  return (
    <Page aria-labelledby="jobs-title">
      <PageHeader title={t('jobs.title')} titleId="jobs-title" />
      {/* Keyed by the address: Back or a link to another search shows that search in the fields. */}
      <JobBoardFilters key={filter.key} value={filter.value} onSearch={filter.setFields} />
      <QueryView query={query}>
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState title={t('jobs.emptyTitle')} text={t('jobs.emptyText')} />
          ) : (
            <>
              <p className={PAGE_CLASSES.muted} role="status">
                {t('jobs.total', { count: total, value: formatNumber(locale, total) })}
              </p>
              <ul className={PAGE_CLASSES.list}>
                {items.map((vacancy) => {
                  const salary = salaryText(vacancy, locale, t);
                  return (
                    <li key={vacancy.id}>
                      <Card
                        as="article"
                        headingLevel={2}
                        title={
                          <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}`}>
                            {vacancy.title}
                          </Link>
                        }
                      >
                        <p className={PAGE_CLASSES.row}>
                          <span>{vacancy.teamName}</span>
                          {vacancy.city && <Tag>{vacancy.city}</Tag>}
                          {vacancy.remote && <Tag>{t('vacancy.remote')}</Tag>}
                          <Tag>{t(`employment.${vacancy.employmentType}`)}</Tag>
                          {vacancy.level && <Tag>{t(`level.${vacancy.level}`)}</Tag>}
                          {salary && <Tag tone="info">{salary}</Tag>}
                        </p>
                        {vacancy.skills.length > 0 && <p className={PAGE_CLASSES.muted}>{vacancy.skills.join(', ')}</p>}
                        <p className={PAGE_CLASSES.muted}>{t('vacancy.updated', { date: formatDate(locale, vacancy.updatedAt) })}</p>
                      </Card>
                    </li>
                  );
                })}
              </ul>
              <Pagination page={filter.page} pageCount={Math.ceil(total / JOB_BOARD_PER_PAGE)} onChange={filter.setPage} />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
