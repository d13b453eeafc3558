import type { EducationStatus } from '@platform/contract';
import { Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './education.module.css';

const TONE = { not_started: 'neutral', in_progress: 'info', completed: 'success' } as const;

/** The user's progress with an item, as a tag. */
export function StatusTag({ status }: { status: EducationStatus }) {
  const { t } = useTranslation('user');
  return (
    <span className={styles.nowrap}>
      <Tag tone={TONE[status]}>{t(`education.status.${status}`)}</Tag>
    </span>
  );
}
