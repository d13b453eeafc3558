import { useId } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { safeUrl, type WorkEntry } from '../utils/resume-sections';
import styles from './cv-page.module.css';
import { WorkPeriod } from './work-period';

/** Work experience, newest first, each job with its dates and how long it lasted. */
export function ExperienceTimeline({ work, total }: { work: WorkEntry[]; total: string | null }) {
  const { t } = useTranslation('cv');
  const titleId = useId();
  if (work.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('sections.experience')}
      </h2>
      {total && <p className={styles.muted}>{total}</p>}
      <ol className={styles.timeline}>
        {work.map((job, index) => {
          const url = job.url ? safeUrl(job.url) : undefined;
          return (
            <li key={`${job.name}-${job.startDate ?? index}`} className={styles.entry}>
              <h3 className={styles.entryTitle}>{job.position || job.name}</h3>
              <p className={styles.entryMeta}>
                {job.position && job.name && (url ? <a href={url} rel="noopener noreferrer nofollow" target="_blank">{job.name}</a> : job.name)}
                {job.location && <span>{job.position && job.name ? ' · ' : ''}{job.location}</span>}
              </p>
              <WorkPeriod startDate={job.startDate} endDate={job.endDate} withDuration />
              {job.summary && <p className={styles.prose}>{job.summary}</p>}
              {job.highlights.length > 0 && (
                <ul className={styles.bullets}>
                  {job.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
