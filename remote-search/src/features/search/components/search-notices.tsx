import type { SearchIgnoredPart, SearchResponse } from '@platform/contract';
import { Button } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-page.module.css';

export interface SearchNoticesProps {
  data: SearchResponse;
  /** Runs the text as typed, without the correction. */
  onSearchAsTyped: () => void;
}

/**
 * What the search did with the text beyond matching it: the parts it left out (stop words, stray
 * operators, unknown fields) and a corrected spelling, with the way back to the text as typed.
 */
export function SearchNotices({ data, onSearchAsTyped }: SearchNoticesProps) {
  const { t } = useTranslation('search');
  const ignoredText = (part: SearchIgnoredPart) => t(`ignored.${part.reason}`, { text: part.text });
  return (
    <>
      {data.corrected?.text !== undefined && (
        <p className={styles.notice}>
          {t('results.correctedInstead', { text: data.corrected.text })}{' '}
          <Button variant="tertiary" onClick={onSearchAsTyped}>
            {t('results.searchInstead', { text: data.corrected.original ?? '' })}
          </Button>
        </p>
      )}
      {data.corrected && data.corrected.text === undefined && (
        <p className={styles.notice}>{t('results.correctedCities', { cities: (data.corrected.cities ?? []).join(', ') })}</p>
      )}
      {data.ignored.length > 0 && (
        <div className={styles.notice} role="note" aria-label={t('ignored.label')}>
          {t('ignored.label')}:{' '}
          <ul className={styles.ignoredList}>
            {data.ignored.map((part) => (
              <li key={`${part.reason}:${part.text}`}>{ignoredText(part)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
