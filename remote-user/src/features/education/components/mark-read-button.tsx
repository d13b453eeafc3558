import { Button } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { type ProgressTarget, useSetProgress } from '../hooks/use-progress';
import styles from './education.module.css';

/** Marks an article or a lesson read (or unread again), and says which it is now. */
export function MarkReadButton({ target, completed }: { target: ProgressTarget; completed: boolean }) {
  const { t } = useTranslation('user');
  const mutation = useSetProgress(target);
  // While the change is saved and refetched, show where it is going.
  const shown = mutation.isPending && mutation.variables !== undefined ? mutation.variables : completed;
  return (
    <div className={styles.row}>
      <Button variant={shown ? 'default' : 'success'} loading={mutation.isPending} onClick={() => mutation.mutate(!shown)}>
        {shown ? t('education.markNotDone') : t('education.markDone')}
      </Button>
      <span role="status">{shown ? t('education.completed') : ''}</span>
    </div>
  );
}
