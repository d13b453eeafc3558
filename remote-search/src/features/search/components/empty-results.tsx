import type { SearchFilters } from '@platform/contract';
import { Button, EmptyState } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { hasFilters } from '../../../lib/criteria';
import { ActiveFilterChips } from './active-filter-chips';
import styles from './search-page.module.css';

export interface EmptyResultsProps {
  text: string;
  filters: SearchFilters;
  onChange: (next: { text: string; filters: SearchFilters }) => void;
}

/** Nothing matched: suggests relaxing the search and lists what can be removed. */
export function EmptyResults({ text, filters, onChange }: EmptyResultsProps) {
  const { t } = useTranslation('search');
  const filtered = hasFilters(filters);
  const narrowed = filtered || text.trim() !== '';
  return (
    <EmptyState
      headingLevel={3}
      title={t('empty.title')}
      text={filtered ? t('empty.withFilters') : narrowed ? t('empty.withoutFilters') : t('empty.noCvs')}
      action={
        narrowed && (
          <div className={styles.emptyActions}>
            <ActiveFilterChips text={text} filters={filters} onChange={onChange} />
            {filtered && (
              <Button onClick={() => onChange({ text, filters: {} })}>{t('chips.clearAll')}</Button>
            )}
          </div>
        )
      }
    />
  );
}
