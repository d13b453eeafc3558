import { type ReactNode, useEffect, useState } from 'react';
import type { ResumeDetails, ResumeLookup } from '@platform/contract';
import {
  Button,
  Card,
  EmptyState,
  formatExperience,
  isApiError,
  shouldShowErrorScreen,
  Skeleton,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useResume } from '../api/get-resume';
import { readWork } from '../utils/resume-sections';
import { ContactsBlock } from './contacts-block';
import { CvHeader } from './cv-header';
import styles from './cv-page.module.css';
import { CertificatesSection, EducationSection, LanguagesSection, ProjectsSection, SkillsSection, SummarySection } from './cv-sections';
import { ExperienceTimeline } from './experience-timeline';

/**
 * What the owner's editor gets: the CV shown, and a way back to the page. A save invalidates the
 * CV details in the query cache, so the page reads the saved CV by itself.
 */
export interface OwnerEditorSlot {
  details: ResumeDetails;
  onClose: () => void;
}

export interface CvPageProps {
  lookup: ResumeLookup;
  /** Renders the owner's editor in place of the CV (composed by the app: the editor is another feature). */
  renderEditor?: (slot: OwnerEditorSlot) => ReactNode;
  /** Renders what goes under the CV (composed by the app: a recruiter's duplicates are another feature). */
  renderAside?: (details: ResumeDetails) => ReactNode;
  /** Renders what the team knows of the CV's personal data under its contacts (another feature: docs/privacy.md). */
  renderPrivacy?: (details: ResumeDetails) => ReactNode;
}

function CvSkeleton() {
  const { t } = useTranslation('cv');
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton lines={3} lineHeight="1.75rem" label={t('loading')} />
      <div aria-hidden="true" className={styles.skeletonBody}>
        <Card as="div">
          <Skeleton lines={2} />
        </Card>
        <Card as="div">
          <Skeleton lines={6} />
        </Card>
      </div>
    </div>
  );
}

/** The CV itself: header, contacts, then the sections in the order recruiters read them. */
function CvView({ details, onEdit, privacy }: { details: ResumeDetails; onEdit?: () => void; privacy?: ReactNode }) {
  const { t } = useTranslation('cv');
  const { locale } = useMountProps();
  const work = readWork(details.resume);
  const total = details.experienceMonths > 0 ? t('header.totalExperience', { value: formatExperience(locale, details.experienceMonths) }) : null;
  return (
    <article className={styles.page}>
      <CvHeader details={details} onEdit={onEdit} />
      <ContactsBlock details={details} />
      {privacy}
      <SummarySection summary={details.resume.basics?.summary} />
      <ExperienceTimeline work={work} total={total} />
      <SkillsSection skills={details.skills} />
      <EducationSection resume={details.resume} />
      <LanguagesSection resume={details.resume} />
      <CertificatesSection resume={details.resume} />
      <ProjectsSection resume={details.resume} />
    </article>
  );
}

/**
 * A CV page (`/cv/{type}/{id}`, `/cv/username/{username}`): loads the details, hands a missing or
 * forbidden CV to the host's error screen, and lets its owner switch to the editor.
 */
export function CvPage({ lookup, renderEditor, renderAside, renderPrivacy }: CvPageProps) {
  const { t } = useTranslation('cv');
  const { showErrorScreen } = useMountProps();
  const { data, error, isFetching, refetch } = useResume(lookup);
  const [editing, setEditing] = useState(false);
  // A CV that is not there, or not for this visitor: the host's error screen says so.
  const screenStatus = shouldShowErrorScreen(error) ? error.status : null;

  useEffect(() => {
    if (screenStatus !== null) showErrorScreen(screenStatus);
  }, [screenStatus, showErrorScreen]);

  if (isFetching && !data) return <CvSkeleton />;
  if (screenStatus !== null) return null;
  if (error || !data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.name}>{t('title')}</h1>
        <EmptyState
          variant="error"
          title={t('error.title')}
          text={isApiError(error) && error.status === 0 ? t('error.offline') : t('error.generic')}
          action={
            <Button variant="primary" onClick={() => void refetch()}>
              {t('error.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (editing && data.isOwner && renderEditor) {
    return renderEditor({
      details: data,
      onClose: () => setEditing(false),
    });
  }
  return (
    <>
      <CvView details={data} onEdit={data.isOwner && renderEditor ? () => setEditing(true) : undefined} privacy={renderPrivacy?.(data)} />
      {renderAside?.(data)}
    </>
  );
}
