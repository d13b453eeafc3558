import type { SearchFilters } from '@platform/contract';
import { Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useFilterLabel } from '../hooks/use-filter-label';
import { activeFilters } from '../utils/active-filters';
import styles from './active-filter-chips.module.css';

export interface ActiveFilterChipsProps {
  text: string;
  filters: SearchFilters;
  /** Applies the search without one condition (the keywords when `text` is `''` afterwards). */
  onChange: (next: { text: string; filters: SearchFilters }) => void;
}

/** The applied keywords and filters as removable chips: the quickest way to relax a search. */
export function ActiveFilterChips({ text, filters, onChange }: ActiveFilterChipsProps) {
  const { t } = useTranslation('search');
  const label = useFilterLabel();
  const conditions = activeFilters(filters);
  const keywords = text.trim();
  if (!keywords && conditions.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('chips.label')}>
      {keywords && (
        <li>
          <Tag
            tone="info"
            removeLabel={t('chips.remove', { label: t('chips.text', { text: keywords }) })}
            onRemove={() => onChange({ text: '', filters })}
          >
            {t('chips.text', { text: keywords })}
          </Tag>
        </li>
      )}
      {conditions.map((condition) => {
        const chip = label(condition);
        return (
          <li key={condition.id}>
            <Tag removeLabel={t('chips.remove', { label: chip })} onRemove={() => onChange({ text, filters: condition.without })}>
              {chip}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
