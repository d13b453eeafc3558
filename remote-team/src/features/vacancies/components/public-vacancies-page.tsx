import type { FormEvent } from 'react';
import {
  Button,
  Card,
  EmptyState,
  FormField,
  formatDate,
  formatNumber,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  Tag,
  TextInput,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listOpenVacancies } from '../api/vacancy-calls';
import { useListFilter } from '../hooks/use-list-filter';
import { salaryText } from './salary';

const PER_PAGE = 20;

/** `/vacancies`: every team's open vacancies, for anyone, searchable by text and city. */
export function PublicVacanciesPage() {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  // The search in the address (`?q=go&city=Berlin&page=2`): a shared link, a reload and Back show the same list.
  const filter = useListFilter(['q', 'city'] as const);
  const criteria = { q: filter.value('q'), city: filter.value('city'), page: filter.page, perPage: PER_PAGE };
  const query = useAreaQuery(['team', 'open-vacancies', criteria], (api, signal) => listOpenVacancies(api, criteria, signal));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    filter.setFields({ q: String(data.get('q') ?? '').trim(), city: String(data.get('city') ?? '').trim() });
  };

  return (
    <Page aria-labelledby="jobs-title">
      <PageHeader title={t('jobs.title')} titleId="jobs-title" />
      {/* Keyed by the address: Back or a link to another search shows that search in the fields. */}
      <form key={filter.key} role="search" className={PAGE_CLASSES.row} onSubmit={search}>
        <FormField label={t('jobs.text')}>
          <TextInput type="search" name="q" defaultValue={criteria.q} />
        </FormField>
        <FormField label={t('jobs.city')}>
          <TextInput name="city" defaultValue={criteria.city} />
        </FormField>
        <Button htmlType="submit" variant="primary">
          {t('jobs.search')}
        </Button>
      </form>
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
              <Pagination page={filter.page} pageCount={Math.ceil(total / PER_PAGE)} onChange={filter.setPage} />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
