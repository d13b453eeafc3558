import { type ReactNode, useId } from 'react';
import { type JsonResume, LANGUAGE_LEVELS, type LanguageLevel } from '@platform/contract';
import { Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { formatResumeMonth, parseResumeDate } from '../../../lib/resume-dates';
import { readCertificates, readEducation, readLanguages, readProjects, safeUrl } from '../utils/resume-sections';
import styles from './cv-page.module.css';
import { WorkPeriod } from './work-period';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function isLevel(value: string): value is LanguageLevel {
  return LANGUAGE_LEVELS.some((level) => level === value);
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const url = safeUrl(href);
  return url ? (
    <a href={url} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

export function SummarySection({ summary }: { summary: string | undefined }) {
  const { t } = useTranslation('cv');
  if (!summary?.trim()) return null;
  return (
    <Section title={t('sections.summary')}>
      <p className={styles.prose}>{summary}</p>
    </Section>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  const { t } = useTranslation('cv');
  if (skills.length === 0) return null;
  return (
    <Section title={t('sections.skills')}>
      <ul className={styles.tags}>
        {skills.map((skill) => (
          <li key={skill}>
            <Tag>{skill}</Tag>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function EducationSection({ resume }: { resume: JsonResume }) {
  const { t } = useTranslation('cv');
  const education = readEducation(resume);
  if (education.length === 0) return null;
  return (
    <Section title={t('sections.education')}>
      <ul className={styles.entries}>
        {education.map((entry, index) => (
          <li key={`${entry.institution}-${index}`} className={styles.entry}>
            <h3 className={styles.entryTitle}>{entry.institution || entry.area}</h3>
            {(entry.studyType || (entry.institution && entry.area)) && (
              <p className={styles.entryMeta}>{[entry.studyType, entry.institution ? entry.area : ''].filter(Boolean).join(', ')}</p>
            )}
            <WorkPeriod startDate={entry.startDate} endDate={entry.endDate} />
            {entry.score && <p>{t('sections.score', { score: entry.score })}</p>}
            {entry.courses.length > 0 && (
              <p>
                {t('sections.courses')}: {entry.courses.join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function LanguagesSection({ resume }: { resume: JsonResume }) {
  const { t } = useTranslation('cv');
  const languages = readLanguages(resume);
  if (languages.length === 0) return null;
  return (
    <Section title={t('sections.languages')}>
      <dl className={styles.languages}>
        {languages.map((entry) => {
          const code = entry.fluency.toLowerCase();
          return (
            <div key={entry.language}>
              <dt>{entry.language}</dt>
              <dd>{isLevel(code) ? t(`level.${code}`) : entry.fluency}</dd>
            </div>
          );
        })}
      </dl>
    </Section>
  );
}

export function CertificatesSection({ resume }: { resume: JsonResume }) {
  const { t } = useTranslation('cv');
  const { locale } = useMountProps();
  const certificates = readCertificates(resume);
  if (certificates.length === 0) return null;
  return (
    <Section title={t('sections.certificates')}>
      <ul className={styles.entries}>
        {certificates.map((certificate, index) => {
          const date = parseResumeDate(certificate.date);
          return (
            <li key={`${certificate.name}-${index}`}>
              <ExternalLink href={certificate.url}>{certificate.name}</ExternalLink>
              {certificate.issuer && <span> · {t('sections.issuedBy', { issuer: certificate.issuer })}</span>}
              {date && certificate.date && (
                <span>
                  {' · '}
                  <time dateTime={certificate.date}>{formatResumeMonth(date, locale)}</time>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function ProjectsSection({ resume }: { resume: JsonResume }) {
  const { t } = useTranslation('cv');
  const projects = readProjects(resume);
  if (projects.length === 0) return null;
  return (
    <Section title={t('sections.projects')}>
      <ul className={styles.entries}>
        {projects.map((project, index) => (
          <li key={`${project.name}-${index}`} className={styles.entry}>
            <h3 className={styles.entryTitle}>
              <ExternalLink href={project.url}>{project.name}</ExternalLink>
            </h3>
            <WorkPeriod startDate={project.startDate} endDate={project.endDate} />
            {project.description && <p className={styles.prose}>{project.description}</p>}
            {project.highlights.length > 0 && (
              <ul className={styles.bullets}>
                {project.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
