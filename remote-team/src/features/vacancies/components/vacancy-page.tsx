import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicVacancy, TeamVacancy, VacancyInput } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  formatDate,
  Modal,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Tag,
  useApiErrorText,
  refetchUnlessJustFetched,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useNavigate } from '@platform/shared/router';
import { deleteVacancy, getVacancy, isTeamVacancy, updateVacancy, VACANCIES_KEY, vacancyKey } from '../api/vacancy-calls';
import { ApplyPanel } from './apply-panel';
import { salaryText } from './salary';
import { StatusTag } from './status-tag';
import { VacancyForm } from './vacancy-form';

function VacancyDetails({ vacancy }: { vacancy: PublicVacancy }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const salary = salaryText(vacancy, locale, t);
  return (
    <>
      <p className={PAGE_CLASSES.row}>
        <span>{vacancy.teamName}</span>
        {vacancy.city && <Tag>{vacancy.city}</Tag>}
        {vacancy.remote && <Tag>{t('vacancy.remote')}</Tag>}
        {salary && <Tag tone="info">{salary}</Tag>}
        <Tag>{t(`employment.${vacancy.employmentType}`)}</Tag>
        {vacancy.level && <Tag>{t(`level.${vacancy.level}`)}</Tag>}
      </p>
      {vacancy.skills.length > 0 && (
        <p className={PAGE_CLASSES.row}>
          <span className={PAGE_CLASSES.muted}>{t('vacancy.skills')}</span>
          {vacancy.skills.map((skill) => (
            <Tag key={skill}>{skill}</Tag>
          ))}
        </p>
      )}
      {vacancy.description ? <div className={PAGE_CLASSES.prose}>{vacancy.description}</div> : <p className={PAGE_CLASSES.muted}>{t('vacancy.noDescription')}</p>}
      <p className={PAGE_CLASSES.muted}>{t('vacancy.updated', { date: formatDate(locale, vacancy.updatedAt) })}</p>
    </>
  );
}

function ManageVacancy({ vacancy, onChanged }: { vacancy: TeamVacancy; onChanged: (next: TeamVacancy) => void }) {
  const { t } = useTranslation('team');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText('team');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (input: VacancyInput) => {
    onChanged(await updateVacancy(api, vacancy.id, input));
    setEditing(false);
    toast.show({ type: 'success', message: t('vacancy.saved') });
  };
  const setStatus = async (status: 'open' | 'closed') => {
    setBusy(true);
    try {
      onChanged(await updateVacancy(api, vacancy.id, { status }));
      setClosing(false);
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteVacancy(api, vacancy.id);
      // Drop it from the cached lists now, so the list this page goes back to never shows it.
      await queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
      toast.show({ type: 'success', message: t('vacancy.deleted', { title: vacancy.title }) });
      navigate('/team/vacancy');
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
      setBusy(false);
    }
  };

  return (
    <>
      <div className={PAGE_CLASSES.row}>
        <Button onClick={() => setEditing(true)}>{t('vacancy.edit')}</Button>
        {vacancy.status !== 'open' ? (
          <Button variant="success" onClick={() => void setStatus('open')}>
            {t('vacancy.publish')}
          </Button>
        ) : (
          // Closing takes it off the job board for every candidate: asked first.
          <Button variant="warning" onClick={() => setClosing(true)}>
            {t('vacancy.close')}
          </Button>
        )}
        <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/Mailings`}>
          {t('vacancy.toMailings')}
        </Link>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('vacancy.delete')}
        </Button>
      </div>
      <p className={PAGE_CLASSES.muted}>{vacancy.status === 'open' ? t('vacancy.publicHint') : t('vacancy.privateHint')}</p>
      <p className={PAGE_CLASSES.row}>
        <span>{t('vacancy.views', { count: vacancy.views, value: vacancy.views })}</span>
        <span>{t('vacancy.applications', { count: vacancy.applications, value: vacancy.applications })}</span>
        <span>{t('vacancy.mailings', { count: vacancy.mailings, value: vacancy.mailings })}</span>
      </p>
      <p className={PAGE_CLASSES.row}>
        <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}/applications`}>
          {t('vacancy.toBoard')}
        </Link>
        {vacancy.newApplications > 0 && <Tag tone="info">{t('vacancy.newApplications', { count: vacancy.newApplications })}</Tag>}
      </p>
      <Modal open={editing} onClose={() => setEditing(false)} title={t('vacancy.edit')} closeOnBackdrop={false} size="large">
        <VacancyForm initial={vacancy} submitLabel={t('vacancyForm.save')} onSubmit={save} onCancel={() => setEditing(false)} />
      </Modal>
      <ConfirmDialog
        open={closing}
        onCancel={() => setClosing(false)}
        title={t('vacancy.closeTitle', { title: vacancy.title })}
        confirmLabel={t('vacancy.close')}
        confirmVariant="warning"
        busy={busy}
        onConfirm={() => void setStatus('closed')}
      >
        {t('vacancy.closeText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        title={t('vacancy.deleteTitle', { title: vacancy.title })}
        confirmLabel={t('vacancy.delete')}
        busy={busy}
        onConfirm={() => void remove()}
      >
        {t('vacancy.deleteText')}
      </ConfirmDialog>
    </>
  );
}

/**
 * `/team/vacancy/:id`: for the vacancy's team, the vacancy with its management and applications;
 * for everyone else (anonymous visitors included) the public page of an open vacancy with the
 * way to apply. A draft or closed vacancy of another team is a 404.
 */
export function VacancyPage({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const key = vacancyKey(id);
  const query = useAreaQuery(key, (api, signal) => getVacancy(api, id, signal), { refetchOnMount: refetchUnlessJustFetched });
  // The API answers a change with the saved vacancy: it becomes this page's data at once, and the
  // lists that show it (the vacancies page, the dashboard widget) load again when next shown.
  const onChanged = (next: TeamVacancy) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
  };
  return (
    <QueryView query={query}>
      {(vacancy) => (
        <Page as="article" aria-labelledby="vacancy-title">
          <PageHeader title={vacancy.title} titleId="vacancy-title" actions={isTeamVacancy(vacancy) && <StatusTag status={vacancy.status} />} />
          <VacancyDetails vacancy={vacancy} />
          {isTeamVacancy(vacancy) ? (
            <ManageVacancy vacancy={vacancy} onChanged={onChanged} />
          ) : (
            <ApplyPanel vacancy={vacancy} onApplied={() => void query.refetch()} />
          )}
        </Page>
      )}
    </QueryView>
  );
}
