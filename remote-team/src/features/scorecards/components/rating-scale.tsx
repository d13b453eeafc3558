import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SCORECARD_RATINGS } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './scorecards.module.css';

/**
 * The four-level scale as a group of radio buttons (a fieldset named by its legend): Tab reaches
 * the group, the arrow keys choose, nothing is chosen until the interviewer chooses.
 */
export function RatingScale({ legend, error, field }: { legend: string; error: string | undefined; field: UseFormRegisterReturn }) {
  const { t } = useTranslation('team');
  const errorId = useId();
  return (
    <fieldset className={error === undefined ? styles.scale : `${styles.scale} ${styles.invalid}`} aria-describedby={error === undefined ? undefined : errorId}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {SCORECARD_RATINGS.map((rating) => (
          <label key={rating} className={styles.choice}>
            <input type="radio" value={rating} aria-invalid={error === undefined ? undefined : true} {...field} />
            {t(`scorecards.rating.${rating}`)}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
