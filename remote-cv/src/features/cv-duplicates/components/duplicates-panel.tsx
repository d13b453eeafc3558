import type { CvDuplicatesResponse, CvMerge } from '@platform/contract';
import { Button, Card, formatDate, QueryView, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { DuplicateList } from '../../../lib/duplicate-list';
import styles from '../../../lib/duplicates.module.css';
import { type CvRef, useDuplicates, useMergeMutation, useUndoMergeMutation } from '../api/duplicates';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function MergeRecord({ merge }: { merge: CvMerge }) {
  const { t } = useTranslation('cv');
  const { locale, toast, reportError } = useMountProps();
  const undo = useUndoMergeMutation();
  const when = formatDate(locale, merge.mergedAt, DATE_TIME);
  return (
    <li className={styles.item}>
      <span className={styles.who}>
        {t('duplicates.merged', { name: merge.mergedName, by: merge.mergedBy ?? t('duplicates.someone'), when })}
        {merge.undoneAt !== null && <span className={styles.meta}>{t('duplicates.undone', { when: formatDate(locale, merge.undoneAt, DATE_TIME) })}</span>}
      </span>
      {merge.undoUntil !== null && (
        <Button
          disabled={undo.isPending}
          onClick={() =>
            undo.mutate(merge.id, {
              onSuccess: () => toast.show({ type: 'success', message: t('duplicates.undoneToast', { name: merge.mergedName }) }),
              onError: (error) => {
                reportError(error, 'cv: undo a merge');
                toast.show({ type: 'error', message: t('duplicates.undoFailed') });
              },
            })
          }
        >
          {t('duplicates.undo')}
        </Button>
      )}
    </li>
  );
}

function PanelBody({ cv, data }: { cv: CvRef; data: CvDuplicatesResponse }) {
  const { t } = useTranslation('cv');
  const { toast, reportError } = useMountProps();
  const merge = useMergeMutation(cv);
  return (
    <>
      {data.duplicates.length === 0 ? (
        <p className={styles.meta}>{t('duplicates.none')}</p>
      ) : (
        <DuplicateList
          duplicates={data.duplicates}
          action={(duplicate) =>
            duplicate.mergeable ? (
              <Button
                disabled={merge.isPending}
                aria-label={t('duplicates.mergeLabel', { name: duplicate.name })}
                onClick={() =>
                  merge.mutate(
                    { type: duplicate.type, id: duplicate.id },
                    {
                      onSuccess: () => toast.show({ type: 'success', message: t('duplicates.mergedToast', { name: duplicate.name }) }),
                      onError: (error) => {
                        reportError(error, 'cv: merge');
                        toast.show({ type: 'error', message: t('duplicates.mergeFailed') });
                      },
                    },
                  )
                }
              >
                {t('duplicates.merge')}
              </Button>
            ) : null
          }
        />
      )}
      {data.merges.length > 0 && (
        <div className={styles.merges}>
          <h3>{t('duplicates.mergesTitle')}</h3>
          <ul className={styles.list}>
            {data.merges.map((record) => (
              <MergeRecord key={record.id} merge={record} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The CV page's "Possible duplicates" for a recruiter: CVs of the team and public ones that look
 * like the same person, a merge of each the team imported into this CV, and the merges done into
 * it with their undo (within a day).
 */
export function DuplicatesPanel({ cv }: { cv: CvRef }) {
  const { t } = useTranslation('cv');
  const isRecruiter = useSession()?.team != null;
  const query = useDuplicates(cv, isRecruiter);
  if (!isRecruiter) return null;
  return (
    <Card title={t('duplicates.title')} headingLevel={2} className={styles.panel}>
      <QueryView query={query} lines={2}>
        {(data) => <PanelBody cv={cv} data={data} />}
      </QueryView>
    </Card>
  );
}
