import { lazy, Suspense } from 'react';
import type { Highlight, SearchItem } from '@platform/contract';
import {
  AddToListMenu,
  AppLink,
  Card,
  Checkbox,
  formatDate,
  formatExperience,
  formatMoney,
  formatRelativeTime,
  Tag,
  useMountProps,
  VisuallyHidden,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HighlightedText } from './highlighted-text';
import styles from './result-card.module.css';

/** Where a result opens: the CV area's canonical page. */
function cvPath(item: Pick<SearchItem, 'type' | 'id'>): string {
  return `/cv/${item.type}/${item.id}`;
}

export interface ResultCardProps {
  item: SearchItem;
  /** Signed-in recruiters keep CVs in favourites lists ("Add to list"); anonymous visitors and candidates get no action. */
  canKeep?: boolean;
  /** Ticked for "write to selected" (recruiters only: shown when `onSelectedChange` is given). */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /**
   * Every CV of the page as `type:id,…`: given (for recruiters), the card says what the recruiter
   * already did with its CV (the lists that hold it, contacts the team opened).
   */
  pageCvs?: string;
}

/**
 * A match in the CV's city, named as the card names it: in the page's language where the platform
 * knows the city (an English page says "Moscow", as its filter does, not the CV's «Москва»), the
 * whole name marked; any other match as the API gave it.
 */
function inPageLanguage(highlight: Highlight, cityLabel: string | undefined): Highlight {
  if (highlight.field !== 'city' || cityLabel === undefined || cityLabel === highlight.text) return highlight;
  return { ...highlight, text: cityLabel, matches: highlight.matches.length > 0 ? [{ start: 0, length: cityLabel.length }] : [] };
}

/** The marks, in a chunk of their own: visitors never load them. */
const CvMarkTags = lazy(() => import(/* webpackChunkName: "cv-marks" */ './cv-mark-tags'));

/** One search hit: who, what, where, how long, how much, the top skills and why it matched. */
export function ResultCard({ item, canKeep = false, selected = false, onSelectedChange, pageCvs }: ResultCardProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const facts = [
    item.cityLabels?.[locale] ?? item.city,
    item.experienceMonths > 0
      ? t('card.experience', { value: formatExperience(locale, item.experienceMonths) })
      : t('card.noExperience'),
    item.salary ? t('card.salary', { value: formatMoney(locale, item.salary.amount, item.salary.currency) }) : t('card.noSalary'),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <Card
      as="article"
      headingLevel={3}
      className={styles.card}
      title={
        <AppLink to={cvPath(item)} className={styles.link} data-result-focus="">
          {item.name}
        </AppLink>
      }
      actions={
        (canKeep || onSelectedChange) && (
          <span className={styles.actions}>
            {onSelectedChange && (
              <Checkbox
                label={
                  <>
                    {t('selection.select')}
                    <VisuallyHidden> {item.name}</VisuallyHidden>
                  </>
                }
                checked={selected}
                onChange={(event) => onSelectedChange(event.target.checked)}
              />
            )}
            {canKeep && <AddToListMenu cv={{ type: item.type, id: item.id }} name={item.name} />}
          </span>
        )
      }
    >
      {item.title && <p className={styles.title}>{item.title}</p>}
      {pageCvs !== undefined && (
        <Suspense fallback={null}>
          <CvMarkTags pageCvs={pageCvs} cv={`${item.type}:${item.id}`} />
        </Suspense>
      )}
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {item.relocation && <li>{t('card.relocation')}</li>}
        {item.remote && <li>{t('card.remote')}</li>}
      </ul>
      {item.topSkills.length > 0 && (
        <ul className={styles.skills} aria-label={t('card.skills')}>
          {item.topSkills.map((skill) => (
            <li key={skill}>
              <Tag>{skill}</Tag>
            </li>
          ))}
        </ul>
      )}
      {item.highlights.length > 0 && (
        <ul className={styles.highlights} aria-label={t('card.matches')}>
          {item.highlights.map((highlight, index) => (
            <li key={`${highlight.field}-${index}`}>
              <span className={styles.field}>{t(`card.field.${highlight.field}`)}: </span>
              <HighlightedText highlight={inPageLanguage(highlight, item.cityLabels?.[locale])} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.updated}>
        <time dateTime={item.updatedAt} title={formatDate(locale, item.updatedAt, { dateStyle: 'long' })}>
          {t('card.updated', { value: formatRelativeTime(locale, item.updatedAt) })}
        </time>
      </p>
    </Card>
  );
}
