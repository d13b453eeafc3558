import type { TeamApplicationDetails } from '@platform/contract';
import { AppLink, PAGE_CLASSES } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

/**
 * CVs the team can see that look like the applicant (the team's own import of the same person,
 * above all): each links to its CV page, where a recruiter merges them if they are one person.
 */
export function ApplicationDuplicates({ duplicates }: { duplicates: TeamApplicationDetails['duplicates'] }) {
  const { t } = useTranslation('team');
  if (duplicates.length === 0) return null;
  return (
    <section aria-label={t('board.duplicatesTitle')}>
      <h3>{t('board.duplicatesTitle')}</h3>
      <ul className={PAGE_CLASSES.list}>
        {duplicates.map((duplicate) => (
          <li key={`${duplicate.type}/${duplicate.id}`}>
            <AppLink className={PAGE_CLASSES.link} to={`/cv/${duplicate.type}/${duplicate.id}`}>
              {duplicate.name === '' ? t('board.duplicateNoName') : duplicate.name}
            </AppLink>{' '}
            <span className={PAGE_CLASSES.muted}>
              {[
                duplicate.title,
                t(`board.duplicateCertainty.${duplicate.certainty}`),
                duplicate.reasons.map((reason) => t(`board.duplicateReason.${reason}`)).join(', '),
              ]
                .filter((part) => part !== '')
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
