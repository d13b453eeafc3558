import type { CvDraftJob } from '@platform/contract';
import { Button, FormField, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './draft-review.module.css';

interface DraftJobsProps {
  jobs: readonly CvDraftJob[];
  onChange: (jobs: CvDraftJob[]) => void;
  /** Field errors by path inside the draft (`work.0.startDate`). */
  errors: Record<string, string>;
}

const EMPTY_JOB: CvDraftJob = { name: '', position: '', startDate: '', endDate: '' };

/** The jobs recognised in a file, each editable, removable, and more addable. */
export function DraftJobs({ jobs, onChange, errors }: DraftJobsProps) {
  const { t } = useTranslation('cv');
  const set = (index: number, field: keyof CvDraftJob, value: string) =>
    onChange(jobs.map((job, position) => (position === index ? { ...job, [field]: value } : job)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('intake.jobs')}</legend>
      {jobs.length === 0 && <p className={styles.hint}>{t('intake.noJobs')}</p>}
      {jobs.map((job, index) => (
        <div key={index} className={styles.job} role="group" aria-label={t('intake.job', { number: index + 1 })}>
          <FormField label={t('intake.field.position')} error={errors[`work.${index}.position`]}>
            <TextInput value={job.position} onChange={(event) => set(index, 'position', event.target.value)} />
          </FormField>
          <FormField label={t('intake.field.employer')} error={errors[`work.${index}.name`]}>
            <TextInput value={job.name} onChange={(event) => set(index, 'name', event.target.value)} />
          </FormField>
          <FormField label={t('intake.field.start')} hint={t('intake.dateHint')} error={errors[`work.${index}.startDate`]}>
            <TextInput value={job.startDate} inputMode="numeric" onChange={(event) => set(index, 'startDate', event.target.value)} />
          </FormField>
          <FormField label={t('intake.field.end')} hint={t('intake.endHint')} error={errors[`work.${index}.endDate`]}>
            <TextInput value={job.endDate} inputMode="numeric" onChange={(event) => set(index, 'endDate', event.target.value)} />
          </FormField>
          <Button variant="ghost" onClick={() => onChange(jobs.filter((_, position) => position !== index))}>
            {t('intake.removeJob', { number: index + 1 })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...jobs, EMPTY_JOB])}>
        {t('intake.addJob')}
      </Button>
    </fieldset>
  );
}
