import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { VACANCY_STATUSES, type VacancyInput } from '@platform/contract';
import {
  Button,
  Card,
  EmptyState,
  formatDate,
  formatNumber,
  Modal,
  Page,
  Pagination,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Select,
  Tag,
  TextInput,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useNavigate } from '@platform/shared/router';
import { createVacancy, listVacancies, VACANCIES_KEY, vacanciesKey } from '../api/vacancy-calls';
import { useListFilter } from '../hooks/use-list-filter';
import { StatusTag } from './status-tag';
import { VacancyForm } from './vacancy-form';

const PER_PAGE = 20;

/** `/team/vacancy`: the team's vacancies with their counters, a text and a status filter, pages, and "New vacancy". */
export function VacanciesPage() {
  const { t } = useTranslation('team');
  const { api, locale, toast } = useMountProps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The filter in the address (`?q=go&status=open&page=2`): a reload and Back show the same list.
  const filter = useListFilter(['q', 'status'] as const);
  const text = filter.value('q');
  const status = VACANCY_STATUSES.find((item) => item === filter.value('status'));
  const [creating, setCreating] = useState(false);
  // Typing does not wait for each keystroke's request: the list follows the deferred text.
  const deferredText = useDeferredValue(text);
  const criteria = { status, q: deferredText, page: filter.page, perPage: PER_PAGE };
  const query = useAreaQuery(vacanciesKey(criteria), (client, signal) => listVacancies(client, criteria, signal));

  const create = async (input: VacancyInput) => {
    const created = await createVacancy(api, input);
    // Every list of vacancies in the page (this one, the dashboard widget's) is stale now.
    void queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
    setCreating(false);
    toast.show({ type: 'success', message: t('vacancies.created', { title: created.title }) });
    navigate(`/team/vacancy/${created.id}`);
  };

  return (
    <Page aria-labelledby="vacancies-title">
      <PageHeader
        title={t('vacancies.title')}
        titleId="vacancies-title"
        actions={
          <div className={PAGE_CLASSES.row}>
            <TextInput
              type="search"
              aria-label={t('vacancies.search')}
              placeholder={t('vacancies.searchPlaceholder')}
              value={text}
              onChange={(event) => filter.setFields({ q: event.target.value }, { replace: true })}
            />
            <Select
              aria-label={t('vacancies.filter')}
              value={status ?? ''}
              onChange={(event) => filter.setFields({ status: event.target.value })}
              options={[{ value: '', label: t('vacancies.all') }, ...VACANCY_STATUSES.map((item) => ({ value: item, label: t(`status.${item}`) }))]}
            />
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('vacancies.new')}
            </Button>
          </div>
        }
      />
      <QueryView query={query}>
        {({ items, total }) =>
          items.length === 0 ? (
            text.trim() !== '' || status !== undefined ? (
              <EmptyState title={t('vacancies.noMatchTitle')} text={t('vacancies.noMatchText')} />
            ) : (
              <EmptyState
                title={t('vacancies.emptyTitle')}
                text={t('vacancies.emptyText')}
                action={<Button onClick={() => setCreating(true)}>{t('vacancies.new')}</Button>}
              />
            )
          ) : (
            <>
            <p className={PAGE_CLASSES.muted} role="status">
              {t('vacancies.total', { count: total, value: formatNumber(locale, total) })}
            </p>
            <ul className={PAGE_CLASSES.list}>
              {items.map((vacancy) => (
                <li key={vacancy.id}>
                  <Card
                    as="article"
                    headingLevel={2}
                    title={
                      <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}`}>
                        {vacancy.title}
                      </Link>
                    }
                    actions={<StatusTag status={vacancy.status} />}
                  >
                    <p className={PAGE_CLASSES.row}>
                      {vacancy.city && <Tag>{vacancy.city}</Tag>}
                      {vacancy.remote && <Tag>{t('vacancy.remote')}</Tag>}
                      <Tag>{t(`employment.${vacancy.employmentType}`)}</Tag>
                      {vacancy.level && <Tag>{t(`level.${vacancy.level}`)}</Tag>}
                      <span className={PAGE_CLASSES.muted}>{t('vacancy.updated', { date: formatDate(locale, vacancy.updatedAt) })}</span>
                    </p>
                    <p className={PAGE_CLASSES.row}>
                      <span>{t('vacancy.views', { count: vacancy.views, value: formatNumber(locale, vacancy.views) })}</span>
                      <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/applications`}>
                        {t('vacancy.applications', { count: vacancy.applications, value: formatNumber(locale, vacancy.applications) })}
                      </Link>
                      {vacancy.unreadMessages > 0 && (
                        <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/applications`}>
                          <Tag tone="info">{t('board.unread', { count: vacancy.unreadMessages })}</Tag>
                        </Link>
                      )}
                      <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/Mailings`}>
                        {t('vacancy.mailings', { count: vacancy.mailings, value: formatNumber(locale, vacancy.mailings) })}
                      </Link>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
            <Pagination page={filter.page} pageCount={Math.ceil(total / PER_PAGE)} onChange={filter.setPage} />
            </>
          )
        }
      </QueryView>
      <Modal open={creating} onClose={() => setCreating(false)} title={t('vacancies.new')} closeOnBackdrop={false} size="large">
        <VacancyForm submitLabel={t('vacancyForm.create')} onSubmit={create} onCancel={() => setCreating(false)} />
      </Modal>
    </Page>
  );
}
