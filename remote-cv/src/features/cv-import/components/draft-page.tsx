import { useEffect, useId } from 'react';
import { type DeclaredPageProps, QueryView, shouldShowErrorScreen, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useStoredDraft } from '../api/stored-draft';
import { DraftReview } from './draft-review';
import styles from './import-page.module.css';

/**
 * `/cv/import/drafts/{id}`: a draft kept on the server reviewed on its own page (a file e-mailed to
 * an application's thread, made into a draft from the thread): the same review as the import
 * page's, its duplicates above; saved, it opens the CV.
 */
export function DraftPage({ params: { id = '' } }: DeclaredPageProps) {
  const { t } = useTranslation('cv');
  const { navigate, showErrorScreen } = useMountProps();
  const titleId = useId();
  const query = useStoredDraft(id);
  // Another team's draft, or one saved already: the host's error screen says so.
  const screenStatus = shouldShowErrorScreen(query.error) ? query.error.status : null;
  useEffect(() => {
    if (screenStatus !== null) showErrorScreen(screenStatus);
  }, [screenStatus, showErrorScreen]);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('intake.draftPageTitle')}</h1>
      <QueryView query={query}>
        {(draft) => (
          <>
            {draft.warnings.length > 0 && (
              <ul className={styles.notes} aria-label={t('intake.warningsLabel')}>
                {draft.warnings.map((warning) => (
                  <li key={warning}>{t(`intake.warning.${warning}`)}</li>
                ))}
              </ul>
            )}
            <DraftReview
            fileName={draft.fileName}
            draftId={draft.draftId}
            draft={draft.draft}
            preview={draft.preview}
            duplicates={draft.duplicates}
            onSaved={(saved) => navigate(`/cv/${saved.type}/${saved.id}`, { replace: true })}
            onClose={() => window.history.back()}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
