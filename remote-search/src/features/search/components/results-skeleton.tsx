import { Card, Skeleton } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-page.module.css';

const PLACEHOLDER_CARDS = 4;

/** Card-shaped placeholders while a search runs; only the first one speaks ("Searching…"). */
export function ResultsSkeleton() {
  const { t } = useTranslation('search');
  return (
    <div className={styles.list}>
      <Card as="div">
        <Skeleton lines={4} label={t('results.searching')} />
      </Card>
      <div aria-hidden="true" className={styles.list}>
        {Array.from({ length: PLACEHOLDER_CARDS - 1 }, (_, index) => (
          <Card key={index} as="div">
            <Skeleton lines={4} />
          </Card>
        ))}
      </div>
    </div>
  );
}
