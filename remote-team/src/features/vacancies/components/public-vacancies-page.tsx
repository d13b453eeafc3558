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
import { Link, useSearchParams } from '@platform/shared/router';
import { listOpenVacancies } from '../api/vacancy-calls';
import { salaryText } from './salary';

const PER_PAGE = 20;

/** The search in the address (`?q=go&city=Berlin&page=2`): a shared link, a reload and Back show the same list. */
function filterOf(params: URLSearchParams): { text: string; city: string; page: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { text: params.get('q') ?? '', city: params.get('city') ?? '', page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

function paramsOf(filter: { text: string; city: string; page: number }): Record<string, string> {
  return {
    ...(filter.text === '' ? {} : { q: filter.text }),
    ...(filter.city === '' ? {} : { city: filter.city }),
    ...(filter.page > 1 ? { page: String(filter.page) } : {}),
  };
}

/** `/vacancies`: every team's open vacancies, for anyone, searchable by text and city. */
export function PublicVacanciesPage() {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useAreaQuery(['team', 'open-vacancies', filter], (api, signal) => listOpenVacancies(api, { q: filter.text, city: filter.city, page: filter.page, perPage: PER_PAGE }, signal));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams(paramsOf({ text: String(data.get('q') ?? '').trim(), city: String(data.get('city') ?? '').trim(), page: 1 }));
  };

  return (
    <Page aria-labelledby="jobs-title">
      <PageHeader title={t('jobs.title')} titleId="jobs-title" />
      {/* Keyed by the address: Back or a link to another search shows that search in the fields. */}
      <form key={params.toString()} role="search" className={PAGE_CLASSES.row} onSubmit={search}>
        <FormField label={t('jobs.text')}>
          <TextInput type="search" name="q" defaultValue={filter.text} />
        </FormField>
        <FormField label={t('jobs.city')}>
          <TextInput name="city" defaultValue={filter.city} />
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
              <Pagination page={filter.page} pageCount={Math.ceil(total / PER_PAGE)} onChange={(page) => setParams(paramsOf({ ...filter, page }))} />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
