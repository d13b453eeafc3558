import { useState } from 'react';
import type { Scout } from '@platform/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDate,
  Modal,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Switch,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link, useNavigate } from '@platform/shared/router';
import { createScout, deleteScout, listScouts, runScout, updateScout } from '../api/scout-calls';
import { criteriaSummary } from './criteria-summary';
import { scheduleSummary } from './schedule-summary';
import { ScoutForm, type ScoutFormProps } from './scout-form';

type ScoutInput = Parameters<ScoutFormProps['onSubmit']>[0];

function ScoutCard({ scout, onChanged }: { scout: Scout; onChanged: () => void }) {
  const { t } = useTranslation('user');
  const { api, locale, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const fail = (error: unknown) => toast.show({ type: 'error', message: errorText.message(error) });
  const run = async () => {
    setRunning(true);
    try {
      const result = await runScout(api, scout.id);
      navigate(`/user/scout/result/${result.id}`);
    } catch (error) {
      fail(error);
      setRunning(false);
    }
  };
  const toggle = async (active: boolean) => {
    try {
      await updateScout(api, scout.id, { active });
      onChanged();
    } catch (error) {
      fail(error);
    }
  };
  const save = async (input: ScoutInput) => {
    await updateScout(api, scout.id, input);
    setEditing(false);
    onChanged();
  };
  const remove = async () => {
    try {
      await deleteScout(api, scout.id);
      setDeleting(false);
      onChanged();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card
      as="article"
      headingLevel={2}
      title={scout.name}
      actions={<Switch label={t('scouts.active')} checked={scout.active} onChange={(active) => void toggle(active)} />}
    >
      <p>{criteriaSummary(scout.criteria, t, locale)}</p>
      <p>
        {scheduleSummary(scout, t, locale)}
        {scout.digest && ` · ${t('scouts.digestOn')}`}
      </p>
      {scout.lastError !== null && (
        <p role="status" className={PAGE_CLASSES.muted}>
          <Tag tone="error">{t('scouts.failed')}</Tag>{' '}
          {t(scout.lastError.willRetry ? 'scouts.failedRetrying' : 'scouts.failedFinal', {
            date: formatDate(locale, scout.lastError.at, { dateStyle: 'medium', timeStyle: 'short' }),
            reason: scout.lastError.message,
          })}
        </p>
      )}
      <p className={PAGE_CLASSES.muted}>
        {scout.lastRunAt ? t('scouts.lastRun', { date: formatDate(locale, scout.lastRunAt, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('scouts.neverRun')}
        {' · '}
        {t('scouts.matches', { count: scout.matches })}
      </p>
      <div className={PAGE_CLASSES.row}>
        <Button variant="primary" loading={running} onClick={() => void run()} aria-label={t('scouts.runNamed', { name: scout.name })}>
          {t('scouts.run')}
        </Button>
        <Button onClick={() => setEditing(true)} aria-label={t('scouts.editNamed', { name: scout.name })}>
          {t('scouts.edit')}
        </Button>
        <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={t('scouts.deleteNamed', { name: scout.name })}>
          {t('scouts.delete')}
        </Button>
      </div>
      <Modal open={editing} onClose={() => setEditing(false)} title={t('scouts.editNamed', { name: scout.name })} closeOnBackdrop={false}>
        <ScoutForm initial={scout} submitLabel={t('scouts.save')} onSubmit={save} onCancel={() => setEditing(false)} />
      </Modal>
      <ConfirmDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        title={t('scouts.deleteTitle', { name: scout.name })}
        confirmLabel={t('scouts.delete')}
        onConfirm={() => void remove()}
      >
        {t('scouts.deleteText')}
      </ConfirmDialog>
    </Card>
  );
}

/** `/user/scout`: saved searches (scouts): create, edit, switch on and off, run, delete. */
export function ScoutsPage() {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const query = useAreaQuery(['user', 'scouts'], listScouts);
  const [formKey, setFormKey] = useState(0);
  const refresh = () => void query.refetch();

  const create = async (input: ScoutInput) => {
    const scout = await createScout(api, input);
    toast.show({ type: 'success', message: t('scouts.created', { name: scout.name }) });
    setFormKey((key) => key + 1);
    refresh();
  };

  return (
    <Page aria-labelledby="scouts-title">
      <PageHeader
        title={t('scouts.title')}
        titleId="scouts-title"
        actions={
          <Link className={PAGE_CLASSES.link} to="/user/scout/result">
            {t('scouts.toResults')}
          </Link>
        }
      />
      <p className={PAGE_CLASSES.muted}>{t('scouts.intro')}</p>
      <Card title={t('scouts.new')}>
        <ScoutForm key={formKey} submitLabel={t('scouts.create')} onSubmit={create} />
      </Card>
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t('scouts.emptyTitle')} text={t('scouts.emptyText')} />
          ) : (
            <ul className={PAGE_CLASSES.list}>
              {items.map((scout) => (
                <li key={scout.id}>
                  <ScoutCard scout={scout} onChanged={refresh} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}
