import { Button, formatNumber, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-page.module.css';

export interface SelectionBarProps {
  count: number;
  onWrite: () => void;
  onClear: () => void;
}

/** The CVs ticked in the results (on any page): write to them, or untick them all. */
export function SelectionBar({ count, onWrite, onClear }: SelectionBarProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  return (
    <div className={styles.selectionBar} role="group" aria-label={t('selection.label')} data-empty={count === 0 ? '' : undefined}>
      <span aria-live="polite">{t('selection.count', { count, formatted: formatNumber(locale, count) })}</span>
      {count > 0 && (
        <>
          <Button variant="primary" size="small" onClick={onWrite}>
            {t('selection.writeToSelected')}
          </Button>
          <Button variant="ghost" size="small" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        </>
      )}
    </div>
  );
}
