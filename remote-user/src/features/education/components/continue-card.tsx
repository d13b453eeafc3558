import type { EducationContinue } from '@platform/contract';
import { AppLink, Card } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { itemPath, lessonPath } from '../education-paths';
import styles from './education.module.css';
import { ProgressMeter } from './progress-meter';

/** Props of {@link ContinueCard}. */
export interface ContinueCardProps {
  target: EducationContinue;
  /** The dashboard widget draws inside the host's card: no card of its own. */
  flat?: boolean;
  headingLevel?: 2 | 3;
}

/** "Continue where you left off": the item, the lesson to read next and a link straight to it. */
export function ContinueCard({ target, flat = false, headingLevel = 2 }: ContinueCardProps) {
  const { t } = useTranslation('user');
  const to = target.lesson === null ? itemPath(target.itemId) : lessonPath(target.itemId, target.lesson.position);
  return (
    <Card flat={flat} headingLevel={headingLevel} title={t('education.continue.title')} className={styles.continue}>
      <p className={styles.continueTitle}>
        <strong>{target.title}</strong>
        {target.lesson !== null && <span>{t('education.continue.lesson', { position: target.lesson.position, title: target.lesson.title })}</span>}
      </p>
      {target.kind === 'course' && (
        <ProgressMeter progress={target.progress} label={t('education.lessonsDone', { done: target.progress.done, total: target.progress.total })} />
      )}
      <AppLink to={to} className={styles.action} aria-label={t('education.continue.actionLabel', { title: target.lesson?.title ?? target.title })}>
        {t('education.continue.action')}
      </AppLink>
    </Card>
  );
}
