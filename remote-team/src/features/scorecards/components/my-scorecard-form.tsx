import { type MyScorecard, SCORECARD_NOTES_MAX_LENGTH, scorecardBodySchema } from '@platform/contract';
import { Button, FormField, formatDate, PAGE_CLASSES, TextArea, useMountProps } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSubmitScorecardMutation } from '../api/scorecard-calls';
import { useCompetencyName } from './competency-name';
import { RatingScale } from './rating-scale';

/**
 * The reader's own scorecard: a rating of each of the vacancy's competencies, the recommendation
 * and notes, checked by the contract's `scorecardBodySchema`. Submitted again, it replaces the last.
 */
export function MyScorecardForm({ mine }: { mine: MyScorecard }) {
  const { t } = useTranslation('team');
  const { locale, toast } = useMountProps();
  const nameOf = useCompetencyName();
  const submitMutation = useSubmitScorecardMutation(mine.applicationId);
  const required = t('scorecards.ratingRequired');
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(scorecardBodySchema, {
    namespace: 'team',
    defaultValues: {
      ratings: mine.competencies.map((competency) => ({ key: competency.key, rating: mine.ratings.find((entry) => entry.key === competency.key)?.rating })),
      recommendation: mine.recommendation ?? undefined,
      notes: mine.notes,
    },
    messages: {
      ...Object.fromEntries(mine.competencies.map((_, index) => [`ratings.${index}.rating`, required])),
      recommendation: t('scorecards.recommendationRequired'),
    },
  });
  const submit = onSubmit(async (values) => {
    const saved = await submitMutation.mutateAsync(values);
    form.reset({ ratings: saved.ratings.map(({ key, rating }) => ({ key, rating })), recommendation: saved.recommendation ?? undefined, notes: saved.notes });
    toast.show({ type: 'success', message: t('scorecards.submitted') });
  });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="my-scorecard-title">
      <h4 id="my-scorecard-title">{t('scorecards.mine')}</h4>
      {mine.submittedAt !== null && (
        <p className={PAGE_CLASSES.muted}>{t('scorecards.submittedAt', { when: formatDate(locale, mine.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      )}
      {mine.competencies.map((competency, index) => (
        <RatingScale key={competency.key} legend={nameOf(competency)} error={errorOf(`ratings.${index}.rating`)} field={form.register(`ratings.${index}.rating`)} />
      ))}
      <RatingScale legend={t('scorecards.recommendation')} error={errorOf('recommendation')} field={form.register('recommendation')} />
      <FormField label={t('scorecards.notes')} hint={t('scorecards.notesHint')} error={errorOf('notes')}>
        <TextArea maxLength={SCORECARD_NOTES_MAX_LENGTH} {...form.register('notes')} />
      </FormField>
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {mine.submittedAt === null ? t('scorecards.submit') : t('scorecards.update')}
        </Button>
      </div>
    </form>
  );
}
