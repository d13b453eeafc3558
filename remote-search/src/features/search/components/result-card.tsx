import type { SearchItem } from '@platform/contract';
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
}

/** One search hit: who, what, where, how long, how much, the top skills and why it matched. */
export function ResultCard({ item, canKeep = false, selected = false, onSelectedChange }: ResultCardProps) {
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
              <HighlightedText highlight={highlight} />
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
