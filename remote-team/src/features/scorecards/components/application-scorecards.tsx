import type { ApplicationScorecards as Scorecards, ScorecardSummaryItem } from '@platform/contract';
import { EmptyState, formatDate, PAGE_CLASSES, QueryView, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useApplicationScorecards, useMyScorecard } from '../api/scorecard-calls';
import { useCompetencyName } from './competency-name';
import { MyScorecardForm } from './my-scorecard-form';
import styles from './scorecards.module.css';

const STATE_TONES = { submitted: 'success', pending: 'neutral', overdue: 'warning' } as const;

function StateTag({ item }: { item: ScorecardSummaryItem }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const due = item.dueAt === null ? '' : formatDate(locale, item.dueAt, { dateStyle: 'medium', timeStyle: 'short' });
  return <Tag tone={STATE_TONES[item.state]}>{t(`scorecards.state.${item.state}`, { due })}</Tag>;
}

/**
 * Who has submitted, who is overdue, and the recommendations side by side, each rating under its
 * interviewer. What the reader may not see yet (the independence rule) says so instead.
 */
function Summary({ scorecards }: { scorecards: Scorecards }) {
  const { t } = useTranslation('team');
  const nameOf = useCompetencyName();
  const { items } = scorecards;
  if (items.length === 0) return <EmptyState title={t('scorecards.emptyTitle')} text={t('scorecards.emptyText')} />;
  const shown = items.filter((item) => item.ratings !== null);
  const ratingOf = (item: ScorecardSummaryItem, key: string) => item.ratings?.find((entry) => entry.key === key)?.rating;
  const keys = [...new Map(shown.flatMap((item) => item.ratings ?? []).map((entry) => [entry.key, entry])).values()];
  return (
    <>
      {!scorecards.seesAll && items.some((item) => item.hidden) && <p className={PAGE_CLASSES.muted}>{t('scorecards.hiddenNote')}</p>}
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={t('scorecards.summary')}>
          <thead>
            <tr>
              <th scope="col">{t('scorecards.interviewer')}</th>
              {items.map((item) => (
                <th key={item.id} scope="col">
                  {item.mine ? t('scorecards.you', { name: item.interviewer.name }) : item.interviewer.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('scorecards.status')}</th>
              {items.map((item) => (
                <td key={item.id}>
                  <StateTag item={item} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('scorecards.recommendation')}</th>
              {items.map((item) => (
                <td key={item.id} data-recommendation={item.recommendation ?? ''}>
                  {item.recommendation !== null ? t(`scorecards.rating.${item.recommendation}`) : item.hidden ? t('scorecards.hidden') : '—'}
                </td>
              ))}
            </tr>
            {keys.map((competency) => (
              <tr key={competency.key}>
                <th scope="row">{nameOf(competency)}</th>
                {items.map((item) => {
                  const rating = ratingOf(item, competency.key);
                  return <td key={item.id}>{rating === undefined ? '—' : t(`scorecards.rating.${rating}`)}</td>;
                })}
              </tr>
            ))}
            {shown.some((item) => item.notes !== null && item.notes !== '') && (
              <tr>
                <th scope="row">{t('scorecards.notes')}</th>
                {items.map((item) => (
                  <td key={item.id} className={PAGE_CLASSES.prose}>
                    {item.notes ?? ''}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The scorecards section of an opened application: the summary, then the reader's own scorecard. */
export function ApplicationScorecards({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('team');
  const summary = useApplicationScorecards(applicationId);
  const mine = useMyScorecard(applicationId);
  return (
    <section aria-labelledby={`scorecards-${applicationId}`}>
      <h3 id={`scorecards-${applicationId}`}>{t('scorecards.title')}</h3>
      <QueryView query={summary}>{(scorecards) => <Summary scorecards={scorecards} />}</QueryView>
      <QueryView query={mine}>{(own) => <MyScorecardForm key={own.submittedAt ?? 'new'} mine={own} />}</QueryView>
    </section>
  );
}
