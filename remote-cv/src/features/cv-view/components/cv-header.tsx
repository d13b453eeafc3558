import type { ResumeDetails } from '@platform/contract';
import {
  AddToListMenu,
  Button,
  formatDate,
  formatExperience,
  formatMoney,
  formatRelativeTime,
  Tag,
  useMountProps,
  useSession,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './cv-page.module.css';

export interface CvHeaderProps {
  details: ResumeDetails;
  /** Present for the owner: opens the editor. */
  onEdit?: () => void;
}

/** Who the candidate is and the facts a recruiter scans first; the print, edit and "add to list" actions. */
export function CvHeader({ details, onEdit }: CvHeaderProps) {
  const { t } = useTranslation('cv');
  const { locale } = useMountProps();
  // Recruiters keep CVs in favourites lists; an owner does not list their own CV.
  const canKeep = useSession()?.user.kind === 'recruiter' && !details.isOwner;
  const facts = [
    details.cityLabels?.[locale] ?? details.city,
    t(`status.${details.jobSearchStatus}`),
    details.relocation ? t('header.relocation') : null,
    details.remote ? t('header.remote') : null,
    details.salary
      ? t('header.desiredSalary', { value: formatMoney(locale, details.salary.amount, details.salary.currency) })
      : t('header.noSalary'),
    details.experienceMonths > 0
      ? t('header.totalExperience', { value: formatExperience(locale, details.experienceMonths) })
      : t('header.noExperience'),
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <header className={styles.header}>
      <div className={styles.headline}>
        <h1 className={styles.name}>{details.name}</h1>
        {details.title && <p className={styles.title}>{details.title}</p>}
        {details.visibility === 'hidden' && <Tag tone="warning">{t('header.hidden')}</Tag>}
      </div>
      <ul className={styles.facts} aria-label={t('header.facts')}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={styles.updated}>
        <time dateTime={details.updatedAt} title={formatDate(locale, details.updatedAt, { dateStyle: 'long' })}>
          {t('header.updated', { value: formatRelativeTime(locale, details.updatedAt) })}
        </time>
      </p>
      <div className={styles.actions} role="group" aria-label={t('actions.label')}>
        {onEdit && (
          <Button variant="primary" onClick={onEdit}>
            {t('actions.edit')}
          </Button>
        )}
        {canKeep && <AddToListMenu cv={{ type: details.type, id: details.id }} name={details.name} size="medium" />}
        <Button variant="ghost" onClick={() => window.print()}>
          {t('actions.print')}
        </Button>
      </div>
    </header>
  );
}
