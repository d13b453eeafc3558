import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { SCORECARD_COMPETENCY_MAX_LENGTH, SCORECARD_PRESETS, type VacancyScorecard, vacancyScorecardBodySchema } from '@platform/contract';
import { Button, FormField, Modal, PAGE_CLASSES, QueryView, TextInput, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSaveVacancyScorecardMutation, useVacancyScorecard } from '../api/scorecard-calls';
import { useCompetencyName } from './competency-name';
import styles from './scorecards.module.css';

const DEFAULT_ROWS = SCORECARD_PRESETS.map((key) => ({ key, name: '' }));

/** The competencies as the form edits them: a preset keeps its key (no name), the team's own a name. */
function CompetenciesForm({ scorecard, onSaved }: { scorecard: VacancyScorecard; onSaved: () => void }) {
  const { t } = useTranslation('team');
  const { toast } = useMountProps();
  const nameOf = useCompetencyName();
  const save = useSaveVacancyScorecardMutation(scorecard.vacancyId);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(vacancyScorecardBodySchema, {
    namespace: 'team',
    defaultValues: {
      competencies: scorecard.competencies.map((competency) =>
        competency.name === null ? { key: SCORECARD_PRESETS.find((preset) => preset === competency.key) ?? '', name: '' } : { key: '', name: competency.name },
      ),
    },
    messages: { competencies: t('scorecards.editor.atLeastOne') },
  });
  const rows = useFieldArray({ control: form.control, name: 'competencies' });
  const submit = onSubmit(async (values) => {
    await save.mutateAsync(values);
    toast.show({ type: 'success', message: t('scorecards.editor.saved') });
    onSaved();
  });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={PAGE_CLASSES.muted}>{t('scorecards.editor.hint')}</p>
      <ol className={styles.competencies} aria-label={t('scorecards.editor.list')}>
        {rows.fields.map((row, index) => {
          const label = row.key === '' ? t('scorecards.editor.custom', { number: index + 1 }) : nameOf({ key: row.key, name: null });
          return (
            <li key={row.id} className={styles.competency}>
              {row.key === '' ? (
                <FormField label={label} error={errorOf(`competencies.${index}.name`)}>
                  <TextInput maxLength={SCORECARD_COMPETENCY_MAX_LENGTH} {...form.register(`competencies.${index}.name`)} />
                </FormField>
              ) : (
                <span>{label}</span>
              )}
              <Button size="small" onClick={() => rows.remove(index)} aria-label={t('scorecards.editor.remove', { name: row.key === '' ? (form.getValues(`competencies.${index}.name`) ?? '') : label })}>
                {t('scorecards.editor.removeShort')}
              </Button>
            </li>
          );
        })}
      </ol>
      {errorOf('competencies') !== undefined && <p role="alert">{errorOf('competencies')}</p>}
      <div className={PAGE_CLASSES.row}>
        <Button size="small" onClick={() => rows.append({ key: '', name: '' })}>
          {t('scorecards.editor.add')}
        </Button>
        <Button size="small" onClick={() => rows.replace(DEFAULT_ROWS)}>
          {t('scorecards.editor.restore')}
        </Button>
      </div>
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {t('scorecards.editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** The board's "Scorecard" button: the vacancy's competencies in a dialog, edited by any member of the team. */
export function CompetenciesEditor({ vacancyId }: { vacancyId: number }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  const query = useVacancyScorecard(open ? vacancyId : null);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('scorecards.editor.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('scorecards.editor.title')} closeOnBackdrop={false}>
        <QueryView query={query}>{(scorecard) => <CompetenciesForm scorecard={scorecard} onSaved={() => setOpen(false)} />}</QueryView>
      </Modal>
    </>
  );
}
