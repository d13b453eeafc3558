import type { ReactNode } from 'react';
import type { CvDuplicate } from '@platform/contract';
import { AppLink, Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './duplicates.module.css';

/**
 * Likely duplicates of a CV or of a draft: each links to its CV and says why it looks like the
 * same person; `action` adds a control per CV (the CV page's merge).
 */
export function DuplicateList({ duplicates, action }: { duplicates: readonly CvDuplicate[]; action?: (duplicate: CvDuplicate) => ReactNode }) {
  const { t } = useTranslation('cv');
  return (
    <ul className={styles.list}>
      {duplicates.map((duplicate) => (
        <li key={`${duplicate.type}/${duplicate.id}`} className={styles.item}>
          <div className={styles.who}>
            <AppLink to={`/cv/${duplicate.type}/${duplicate.id}`}>{duplicate.name === '' ? t('duplicates.noName') : duplicate.name}</AppLink>
            <span className={styles.meta}>{[duplicate.title, duplicate.city].filter((part) => part !== null && part !== '').join(' · ')}</span>
          </div>
          <div className={styles.why}>
            <Tag tone={duplicate.certainty === 'match' ? 'warning' : 'neutral'}>{t(`duplicates.certainty.${duplicate.certainty}`)}</Tag>
            <span>{duplicate.reasons.map((reason) => t(`duplicates.reason.${reason}`)).join(', ')}</span>
          </div>
          {action?.(duplicate)}
        </li>
      ))}
    </ul>
  );
}
