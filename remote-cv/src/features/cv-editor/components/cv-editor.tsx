import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { CvMe } from '@platform/contract';
import { Button, EmptyState, Skeleton } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useMyCv } from '../api/my-cv';
import { useCvForm } from '../hooks/use-cv-form';
import { cvFromForm, formFromCv } from '../utils/cv-form';
import styles from './cv-editor.module.css';
import { ErrorSummary } from './error-summary';
import { AboutFields } from './fields/about-fields';
import { EducationFields } from './fields/education-fields';
import { LanguagesFields } from './fields/languages-fields';
import { PositionFields } from './fields/position-fields';
import { PublishingFields } from './fields/publishing-fields';
import { SkillsFields } from './fields/skills-fields';
import { WorkFields } from './fields/work-fields';

export interface CvEditorProps {
  /** Back to the CV; `saved` carries what the server kept. */
  onClose: (saved: CvMe | null) => void;
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The edit form over the whole saved CV (every field it sends back was loaded: see `cv-form.ts`):
 * about, job search, skills, work, education, languages, publishing; saves with `PUT /api/cv/me`.
 */
function CvEditorForm({ saved, onClose }: CvEditorProps & { saved: CvMe }) {
  const { t } = useTranslation('cv');
  const id = useId();
  const { cv, submit, apiErrors, otherErrors } = useCvForm(formFromCv(saved));
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = Object.keys(cv.form.formState.errors).length > 0 || apiErrors.length > 0;

  useEffect(() => {
    // The summary names what the server refused and sits above the form: keyboard and screen-reader users start there.
    if (apiErrors.length > 0) summaryRef.current?.focus();
  }, [apiErrors]);

  const onSubmit = submit((values) => cvFromForm(values, saved), onClose);
  return (
    <form className={styles.editor} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('editor.title')}
      </h1>
      {hasErrors && <ErrorSummary ref={summaryRef} otherErrors={otherErrors} />}
      <Section title={t('editor.basics')}>
        <AboutFields cv={cv} />
      </Section>
      <Section title={t('editor.conditions')}>
        <PositionFields cv={cv} />
      </Section>
      <Section title={t('editor.skills')}>
        <SkillsFields cv={cv} />
      </Section>
      <Section title={t('editor.work')}>
        <WorkFields cv={cv} />
      </Section>
      <Section title={t('editor.education')}>
        <EducationFields cv={cv} />
      </Section>
      <Section title={t('editor.languages')}>
        <LanguagesFields cv={cv} />
      </Section>
      <Section title={t('editor.publishing')}>
        <PublishingFields cv={cv} />
      </Section>
      <div className={styles.actions}>
        <Button htmlType="submit" variant="primary" loading={cv.busy}>
          {t('editor.save')}
        </Button>
        <Button variant="ghost" onClick={() => onClose(null)}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
