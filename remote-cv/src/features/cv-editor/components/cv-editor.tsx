import {
  Button,
  Checkbox,
  EmptyState,
  FormField,
  isApiError,
  Select,
  Skeleton,
  Tag,
  TextArea,
  TextInput,
  useMountProps,
} from '@platform/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { saveMyCv, useMyCv } from '../api/my-cv';
import { type CvForm, cvFromForm, type FieldKey, formFromCv, splitFieldErrors, USERNAME_PATTERN, type WorkField, type WorkForm } from '../utils/cv-form';
import styles from './cv-editor.module.css';
import { type ApiFieldError, CURRENCIES, type CvMe, type CvVisibility, JOB_SEARCH_STATUSES } from '@platform/contract';

export interface CvEditorProps {
  /** Back to the CV; `saved` carries what the server kept. */
  onClose: (saved: CvMe | null) => void;
}

const VISIBILITIES: readonly CvVisibility[] = ['public', 'hidden'];

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return values.some((candidate) => candidate === value);
}

/** The owner's editor: loads `GET /api/cv/me`, then shows {@link CvEditorForm}. */
export function CvEditor({ onClose }: CvEditorProps) {
  const { t } = useTranslation('cv');
  const { data, error, isFetching, refetch } = useMyCv();
  if (isFetching && !data) return <Skeleton lines={8} label={t('editor.loading')} />;
  if (error || !data) {
    return (
      <EmptyState
        variant="error"
        title={t('editor.loadFailed')}
        action={
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void refetch()}>
              {t('error.retry')}
            </Button>
            <Button variant="ghost" onClick={() => onClose(null)}>
              {t('editor.cancel')}
            </Button>
          </div>
        }
      />
    );
  }
  return <CvEditorForm saved={data} onClose={onClose} />;
}

/** The edit form: basics, job search, skills, work, publishing; saves with `PUT /api/cv/me`. */
export function CvEditorForm({ saved, onClose }: CvEditorProps & { saved: CvMe }) {
  const { t } = useTranslation('cv');
  const { api, toast } = useMountProps();
  const id = useId();
  const [form, setForm] = useState<CvForm>(() => formFromCv(saved));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [otherErrors, setOtherErrors] = useState<ApiFieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [skillDraft, setSkillDraft] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const newJobs = useRef(0);
  const hasErrors = Object.keys(errors).length > 0 || otherErrors.length > 0;

  useEffect(() => {
    // The summary names the problem and sits above the form: screen-reader and keyboard users start there.
    if (Object.keys(errors).length > 0 || otherErrors.length > 0) summaryRef.current?.focus();
  }, [errors, otherErrors]);

  const set = <K extends keyof CvForm>(key: K, value: CvForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setJob = (index: number, field: WorkField, value: string) =>
    setForm((current) => ({ ...current, work: current.work.map((job, position) => (position === index ? { ...job, [field]: value } : job)) }));
  const addSkill = () => {
    const skill = skillDraft.trim();
    if (skill && !form.skills.some((entry) => entry.toLowerCase() === skill.toLowerCase())) set('skills', [...form.skills, skill]);
    setSkillDraft('');
  };
  const onSkillKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the skill instead of submitting the whole form.
    event.preventDefault();
    addSkill();
  };

  const showErrors = (byField: Partial<Record<FieldKey, string>>, other: ApiFieldError[]) => {
    setErrors(byField);
    setOtherErrors(other);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!USERNAME_PATTERN.test(form.username.trim().toLowerCase())) {
      showErrors({ username: t('editor.usernameHint', { username: form.username.trim() || '…' }) }, []);
      return;
    }
    setSaving(true);
    try {
      const result = await saveMyCv(api, cvFromForm(form, saved));
      toast.show({ type: 'success', message: t('editor.saved') });
      onClose(result);
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.status === 400 && error.fields.length > 0) {
        const { byField, other } = splitFieldErrors(error.fields);
        showErrors(byField, other);
        return;
      }
      if (isApiError(error) && error.status === 409) {
        // A taken username answers 409 `conflict` with the field named (or not): show it at the field.
        showErrors({ username: error.fields[0]?.message ?? error.message }, []);
        return;
      }
      toast.show({ type: 'error', message: t('editor.saveFailed'), description: error instanceof Error ? error.message : undefined });
    }
  };

  const workError = (index: number, field: WorkField) => errors[`work.${index}.${field}`];

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('editor.title')}
      </h1>

      {hasErrors && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          <p>{t('editor.fixErrors')}</p>
          {otherErrors.length > 0 && (
            <>
              <p>{t('editor.otherErrors')}</p>
              <ul>
                {otherErrors.map((error) => (
                  <li key={`${error.path}-${error.message}`}>
                    <code>{error.path}</code>: {error.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('editor.basics')}</legend>
        <div className={styles.grid}>
          <FormField label={t('editor.name')} error={errors.name}>
            <TextInput value={form.name} autoComplete="name" onChange={(event) => set('name', event.target.value)} />
          </FormField>
          <FormField label={t('editor.label')} error={errors.label}>
            <TextInput value={form.label} autoComplete="organization-title" onChange={(event) => set('label', event.target.value)} />
          </FormField>
          <FormField label={t('editor.email')} error={errors.email}>
            <TextInput type="email" value={form.email} autoComplete="email" onChange={(event) => set('email', event.target.value)} />
          </FormField>
          <FormField label={t('editor.phone')} error={errors.phone}>
            <TextInput type="tel" value={form.phone} autoComplete="tel" onChange={(event) => set('phone', event.target.value)} />
          </FormField>
          <FormField label={t('editor.city')} error={errors.city}>
            <TextInput value={form.city} autoComplete="address-level2" onChange={(event) => set('city', event.target.value)} />
          </FormField>
        </div>
        <FormField label={t('editor.summary')} error={errors.summary}>
          <TextArea rows={5} value={form.summary} onChange={(event) => set('summary', event.target.value)} />
        </FormField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('editor.conditions')}</legend>
        <div className={styles.grid}>
          <FormField label={t('editor.status')} error={errors.jobSearchStatus}>
            <Select
              options={JOB_SEARCH_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              value={form.jobSearchStatus}
              onChange={(event) => {
                const status = event.target.value;
                if (isOneOf(JOB_SEARCH_STATUSES, status)) set('jobSearchStatus', status);
              }}
            />
          </FormField>
          <FormField label={t('editor.salary')} error={errors.salaryAmount}>
            <TextInput
              type="number"
              min={0}
              step={1000}
              inputMode="numeric"
              value={form.salaryAmount}
              onChange={(event) => set('salaryAmount', event.target.value)}
            />
          </FormField>
          <FormField label={t('editor.currency')}>
            <Select
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={form.salaryCurrency}
              onChange={(event) => {
                const currency = event.target.value;
                if (isOneOf(CURRENCIES, currency)) set('salaryCurrency', currency);
              }}
            />
          </FormField>
        </div>
        <Checkbox label={t('editor.relocation')} checked={form.relocation} onChange={(event) => set('relocation', event.target.checked)} />
        <Checkbox label={t('editor.remote')} checked={form.remote} onChange={(event) => set('remote', event.target.checked)} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('editor.skills')}</legend>
        {form.skills.length > 0 && (
          <ul className={styles.tags}>
            {form.skills.map((skill) => (
              <li key={skill}>
                <Tag
                  removeLabel={t('editor.skillRemove', { skill })}
                  onRemove={() => set('skills', form.skills.filter((entry) => entry !== skill))}
                >
                  {skill}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.inline}>
          <FormField label={t('editor.skillAdd')} error={errors.skills}>
            <TextInput value={skillDraft} onChange={(event) => setSkillDraft(event.target.value)} onKeyDown={onSkillKeyDown} />
          </FormField>
          <Button onClick={addSkill} disabled={!skillDraft.trim()}>
            {t('editor.skillAddButton')}
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('editor.work')}</legend>
        {form.work.map((job: WorkForm, index) => (
          <fieldset key={job.key} className={styles.job}>
            <legend className={styles.jobLegend}>{t('editor.workEntry', { number: index + 1 })}</legend>
            <div className={styles.grid}>
              <FormField label={t('editor.company')} error={workError(index, 'name')}>
                <TextInput value={job.name} onChange={(event) => setJob(index, 'name', event.target.value)} />
              </FormField>
              <FormField label={t('editor.position')} error={workError(index, 'position')}>
                <TextInput value={job.position} onChange={(event) => setJob(index, 'position', event.target.value)} />
              </FormField>
              <FormField label={t('editor.startDate')} hint="YYYY-MM" error={workError(index, 'startDate')}>
                <TextInput type="month" value={job.startDate} onChange={(event) => setJob(index, 'startDate', event.target.value)} />
              </FormField>
              <FormField label={t('editor.endDate')} hint={t('editor.endDateHint')} error={workError(index, 'endDate')}>
                <TextInput type="month" value={job.endDate} onChange={(event) => setJob(index, 'endDate', event.target.value)} />
              </FormField>
            </div>
            <FormField label={t('editor.workSummary')} error={workError(index, 'summary')}>
              <TextArea rows={3} value={job.summary} onChange={(event) => setJob(index, 'summary', event.target.value)} />
            </FormField>
            <Button
              variant="ghost"
              size="small"
              onClick={() => set('work', form.work.filter((entry) => entry.key !== job.key))}
            >
              {t('editor.removeWork', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button
          onClick={() => {
            newJobs.current += 1;
            set('work', [
              ...form.work,
              { key: `new-${newJobs.current}`, source: null, name: '', position: '', startDate: '', endDate: '', summary: '' },
            ]);
          }}
        >
          {t('editor.addWork')}
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('editor.publishing')}</legend>
        <fieldset className={styles.radios} aria-describedby={errors.visibility ? `${id}-visibility-error` : undefined}>
          <legend>{t('editor.visibility')}</legend>
          {VISIBILITIES.map((visibility) => (
            <label key={visibility} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-visibility`}
                value={visibility}
                checked={form.visibility === visibility}
                onChange={() => set('visibility', visibility)}
              />
              {t(`editor.visibility_${visibility}`)}
            </label>
          ))}
          {errors.visibility && (
            <p id={`${id}-visibility-error`} className={styles.fieldError}>
              {errors.visibility}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('editor.username')}
          required
          hint={t('editor.usernameHint', { username: form.username.trim().toLowerCase() || '…' })}
          error={errors.username}
        >
          <TextInput
            value={form.username}
            autoCapitalize="none"
            autoComplete="username"
            spellCheck={false}
            maxLength={32}
            onChange={(event) => set('username', event.target.value)}
          />
        </FormField>
      </fieldset>

      <div className={styles.actions}>
        <Button htmlType="submit" variant="primary" loading={saving}>
          {t('editor.save')}
        </Button>
        <Button variant="ghost" onClick={() => onClose(null)}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
