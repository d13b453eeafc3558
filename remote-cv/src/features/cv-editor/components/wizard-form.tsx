import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useCvForm } from '../hooks/use-cv-form';
import { cvFromForm, emptyCvForm } from '../utils/cv-form';
import { suggestUsername } from '../utils/return-to';
import styles from './cv-editor.module.css';
import { ErrorSummary } from './error-summary';
import { stepOfPath, WIZARD_STEPS } from './wizard-steps';

export interface WizardFormProps {
  account: { name: string; email: string };
}

/**
 * The wizard's steps over one form: each step's fields are checked before the next one opens;
 * Back keeps what was typed. Focus moves to the step's heading on Next and Back, so a keyboard or
 * screen-reader user starts reading the new step. The last step saves (`PUT /api/cv/me`); the
 * saved CV in the query cache is what takes the wizard onwards (`CvWizard`).
 */
export function WizardForm({ account }: WizardFormProps) {
  const { t } = useTranslation('cv');
  const id = useId();
  const defaults = useMemo(() => ({ ...emptyCvForm(account), username: suggestUsername(account.email) }), [account]);
  const { cv, submit, apiErrors, otherErrors } = useCvForm(defaults);
  const [index, setIndex] = useState(0);
  const moved = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = WIZARD_STEPS[index] ?? WIZARD_STEPS[0];
  const last = index === WIZARD_STEPS.length - 1;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  useEffect(() => {
    // A refusal of the server opens the first step showing a refused field.
    const first = apiErrors.map((error) => stepOfPath(error.path)).find((found) => found !== null);
    if (first === undefined || first === null) return;
    moved.current = true;
    setIndex(first);
  }, [apiErrors]);

  const save = submit(
    (values) => cvFromForm(values, null),
    () => undefined,
  );
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step) return;
    // Enter in a field moves on, as Next does, until the last step.
    if (!(await cv.form.trigger([...step.fields], { shouldFocus: true }))) return;
    if (!last) return go(index + 1);
    // Every step was checked on the way here; should one fail now, it is opened rather than saved.
    for (const [position, earlier] of WIZARD_STEPS.entries()) {
      if (!(await cv.form.trigger([...earlier.fields]))) return go(position);
    }
    await save(event);
  };

  if (!step) return null;
  const title = t(`wizard.steps.${step.id}.title`);
  return (
    <form className={styles.editor} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('wizard.title')}
      </h1>
      <p className={styles.muted}>{t('wizard.lead')}</p>
      <ol className={styles.steps} aria-label={t('wizard.progressLabel')}>
        {WIZARD_STEPS.map((item, position) => (
          <li key={item.id} aria-current={position === index ? 'step' : undefined} className={position === index ? styles.stepCurrent : undefined}>
            {t(`wizard.steps.${item.id}.title`)}
          </li>
        ))}
      </ol>
      <progress className={styles.progress} max={WIZARD_STEPS.length} value={index + 1} aria-label={t('wizard.progress', { step: index + 1, count: WIZARD_STEPS.length })} />
      {apiErrors.length > 0 && <ErrorSummary otherErrors={otherErrors} />}
      <section className={styles.fieldset} aria-labelledby={`${id}-step`}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t('wizard.stepHeading', { step: index + 1, count: WIZARD_STEPS.length, title })}
        </h2>
        <p className={styles.muted}>{t(`wizard.steps.${step.id}.lead`)}</p>
        <step.Fields cv={cv} />
      </section>
      <div className={styles.actions}>
        {index > 0 && <Button onClick={() => go(index - 1)}>{t('wizard.back')}</Button>}
        <Button htmlType="submit" variant="primary" loading={cv.busy}>
          {last ? t('wizard.save') : t('wizard.next')}
        </Button>
      </div>
    </form>
  );
}
