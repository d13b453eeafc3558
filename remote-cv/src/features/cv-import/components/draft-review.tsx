import { useId, useState, type FormEvent } from 'react';
import type { CvDraft, CvDraftSaved, CvDuplicate } from '@platform/contract';
import { Button, FormField, isApiError, TextArea, TextInput, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { DuplicateList } from '../../../lib/duplicate-list';
import { saveCvDraft } from '../api/import-files';
import { DraftJobs } from './draft-jobs';
import styles from './draft-review.module.css';

interface DraftReviewProps {
  fileName: string;
  draftId: string;
  /** What the server recognised: the form starts from it. */
  draft: CvDraft;
  /** The file's text, shown beside the fields. */
  preview: string;
  /** CVs the team can see that look like the same person. */
  duplicates: readonly CvDuplicate[];
  onSaved: (saved: CvDraftSaved) => void;
  onClose: () => void;
}

type TextField = 'name' | 'label' | 'email' | 'phone' | 'city';
const TEXT_FIELDS: ReadonlyArray<{ field: TextField; type: 'text' | 'email' | 'tel' }> = [
  { field: 'name', type: 'text' },
  { field: 'label', type: 'text' },
  { field: 'email', type: 'email' },
  { field: 'phone', type: 'tel' },
  { field: 'city', type: 'text' },
];

/**
 * The review of one file's draft before it is saved: the file's text on one side, every field
 * recognised in it (and those that were not) on the other, all editable. The API's field errors
 * show under their fields; nothing typed is lost.
 */
export function DraftReview({ fileName, draftId, draft, preview, duplicates, onSaved, onClose }: DraftReviewProps) {
  const { t } = useTranslation('cv');
  const { api } = useMountProps();
  const headingId = useId();
  const [form, setForm] = useState<CvDraft>(draft);
  const [skills, setSkills] = useState(draft.skills.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    const corrected: CvDraft = { ...form, skills: skills.split(/\n|,/).map((skill) => skill.trim()).filter((skill) => skill !== '') };
    try {
      onSaved(await saveCvDraft(api, draftId, corrected));
    } catch (error) {
      if (isApiError(error) && error.fields !== undefined && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((field) => [field.path.replace(/^draft\./, ''), field.message])));
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.review} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('intake.reviewTitle', { file: fileName })}</h2>
      {duplicates.length > 0 && (
        <div role="note" aria-label={t('intake.duplicatesTitle')}>
          <h3>{t('intake.duplicatesTitle')}</h3>
          <p>{t('intake.duplicatesHint')}</p>
          <DuplicateList duplicates={duplicates} />
        </div>
      )}
      <div className={styles.sides}>
        <div className={styles.preview}>
          <h3>{t('intake.text')}</h3>
          <pre tabIndex={0} aria-label={t('intake.text')}>
            {preview}
          </pre>
        </div>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {TEXT_FIELDS.map(({ field, type }) => (
            <FormField key={field} label={t(`intake.field.${field}`)} hint={form[field] === '' ? t('intake.notRecognised') : undefined} error={errors[field]}>
              <TextInput type={type} value={form[field]} onChange={(event) => setForm({ ...form, [field]: event.target.value })} />
            </FormField>
          ))}
          <FormField label={t('intake.field.skills')} hint={t('intake.skillsHint')} error={errors['skills']}>
            <TextArea rows={5} value={skills} onChange={(event) => setSkills(event.target.value)} />
          </FormField>
          <DraftJobs jobs={form.work} errors={errors} onChange={(work) => setForm({ ...form, work })} />
          {failure !== null && (
            <p role="alert" className={styles.failure}>
              {t('intake.saveFailed', { message: failure })}
            </p>
          )}
          {Object.keys(errors).length > 0 && (
            <p role="alert" className={styles.failure}>
              {t('intake.fixFields')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="primary" htmlType="submit" loading={saving}>
              {t('intake.save')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('intake.later')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
