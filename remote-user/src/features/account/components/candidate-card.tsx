import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient, CandidateSettings, CandidateSettingsPatch } from '@platform/contract';
import {
  AppLink,
  Card,
  FormField,
  isApiError,
  PAGE_CLASSES,
  QueryView,
  Select,
  Switch,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { CANDIDATE_KEY, getCandidateSettings, updateCandidateSettings } from '../api/account-calls';

const STATUSES: ReadonlyArray<CandidateSettings['jobSearchStatus']> = ['active', 'open', 'not_looking', 'unspecified'];

function SettingsForm({ settings }: { settings: CandidateSettings }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  // Each control saves at once: three independent switches, no form to forget to submit.
  const save = async (patch: CandidateSettingsPatch) => {
    setBusy(true);
    try {
      queryClient.setQueryData(CANDIDATE_KEY, await updateCandidateSettings(api, patch));
      toast.show({ type: 'success', message: t('account.candidateSaved') });
    } catch {
      toast.show({ type: 'error', message: t('account.candidateFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={PAGE_CLASSES.form} aria-busy={busy}>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('account.visibility')} hint={t('account.visibilityHint')}>
          <Select
            value={settings.visibility}
            disabled={busy}
            onChange={(event) => void save({ visibility: event.target.value === 'hidden' ? 'hidden' : 'public' })}
            options={[
              { value: 'public', label: t('account.visibilityPublic') },
              { value: 'hidden', label: t('account.visibilityHidden') },
            ]}
          />
        </FormField>
        <FormField label={t('account.jobSearchStatus')}>
          <Select
            value={settings.jobSearchStatus}
            disabled={busy}
            onChange={(event) => {
              const status = STATUSES.find((value) => value === event.target.value);
              if (status !== undefined) void save({ jobSearchStatus: status });
            }}
            options={STATUSES.map((value) => ({ value, label: t(`account.status_${value}`) }))}
          />
        </FormField>
      </div>
      <Switch label={t('account.noMailings')} checked={settings.noMailings} disabled={busy} onChange={(on) => void save({ noMailings: on })} />
      <p className={PAGE_CLASSES.muted}>{t('account.noMailingsHint')}</p>
    </div>
  );
}

/** The settings, or `null` before the CV is written (a 404 here is not the page's error screen). */
async function loadSettings(api: ApiClient, signal: AbortSignal): Promise<CandidateSettings | null> {
  try {
    return await getCandidateSettings(api, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Before the CV is written: what it is for, and the way into the CV wizard. */
function NoCv() {
  const { t } = useTranslation('user');
  return (
    <div className={PAGE_CLASSES.form}>
      <p className={PAGE_CLASSES.muted}>{t('account.noCv')}</p>
      <p>
        <AppLink className={PAGE_CLASSES.link} to="/cv/new">
          {t('account.writeCv')}
        </AppLink>
      </p>
    </div>
  );
}

/** A candidate's own CV: who finds it, the job-search status, and whether teams may mail them. */
export function CandidateCard() {
  const { t } = useTranslation('user');
  const query = useAreaQuery(CANDIDATE_KEY, loadSettings);
  return (
    <Card title={t('account.candidate')}>
      <QueryView query={query} lines={3}>
        {(settings) => (settings === null ? <NoCv /> : <SettingsForm settings={settings} />)}
      </QueryView>
    </Card>
  );
}
