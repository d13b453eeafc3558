import {
  Button,
  Card,
  EmptyState,
  formatDate,
  formatNumber,
  Modal,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Select,
  Tag,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useNavigate } from '@platform/shared/router';
import { createVacancy, listVacancies, VACANCY_STATUSES, VACANCIES_KEY, vacanciesKey, type VacancyInput, type VacancyStatus } from '../api/vacancy-calls';
import { StatusTag } from './status-tag';
import { VacancyForm } from './vacancy-form';

/** `/team/vacancy`: the team's vacancies with their counters, a status filter and "New vacancy". */
export function VacanciesPage() {
  const { t } = useTranslation('team');
  const { api, locale, toast } = useMountProps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<VacancyStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const query = useAreaQuery(vacanciesKey(status), (client, signal) => listVacancies(client, status, signal));

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
            <Select
              aria-label={t('vacancies.filter')}
              value={status ?? ''}
              onChange={(event) => setStatus(VACANCY_STATUSES.find((item) => item === event.target.value) ?? null)}
              options={[{ value: '', label: t('vacancies.all') }, ...VACANCY_STATUSES.map((item) => ({ value: item, label: t(`status.${item}`) }))]}
            />
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('vacancies.new')}
            </Button>
          </div>
        }
      />
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t('vacancies.emptyTitle')}
              text={t('vacancies.emptyText')}
              action={<Button onClick={() => setCreating(true)}>{t('vacancies.new')}</Button>}
            />
          ) : (
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
                      <span className={PAGE_CLASSES.muted}>{t('vacancy.updated', { date: formatDate(locale, vacancy.updatedAt) })}</span>
                    </p>
                    <p className={PAGE_CLASSES.row}>
                      <span>{t('vacancy.views', { count: vacancy.views, value: formatNumber(locale, vacancy.views) })}</span>
                      <span>{t('vacancy.applications', { count: vacancy.applications, value: formatNumber(locale, vacancy.applications) })}</span>
                      <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/Mailings`}>
                        {t('vacancy.mailings', { count: vacancy.mailings, value: formatNumber(locale, vacancy.mailings) })}
                      </Link>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <Modal open={creating} onClose={() => setCreating(false)} title={t('vacancies.new')} closeOnBackdrop={false} size="large">
        <VacancyForm submitLabel={t('vacancyForm.create')} onSubmit={create} onCancel={() => setCreating(false)} />
      </Modal>
    </Page>
  );
}
