import type { AttachmentCvResponse, ThreadAttachment } from '@platform/contract';
import { AppLink, Button, PAGE_CLASSES, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { isImportableFile, useMakeCvMutation } from '../api/attachment-cv';

/** Where a draft is reviewed (remote-cv's `/cv/import/drafts/{id}`, with its duplicates). */
const reviewPath = (draftId: string) => `/cv/import/drafts/${draftId}`;

function Outcome({ made }: { made: AttachmentCvResponse }) {
  const { t } = useTranslation('team');
  if (made.from === 'cv') {
    return (
      <p role="status">
        {t('thread.makeCv.madeBefore')}{' '}
        <AppLink className={PAGE_CLASSES.link} to={`/cv/${made.cv.type}/${made.cv.id}`}>
          {t('thread.makeCv.openCv')}
        </AppLink>
      </p>
    );
  }
  const { result } = made;
  if (result.status === 'refused') {
    return <p role="alert">{t('thread.makeCv.refusedAs', { reason: t(`thread.makeCv.refused.${result.code}`, result.params) })}</p>;
  }
  const draftId = result.status === 'draft' ? result.draftId : null;
  return (
    <p role="status">
      {t(made.from === 'draft' ? 'thread.makeCv.draftBefore' : 'thread.makeCv.draftReady')}{' '}
      {draftId !== null && (
        <AppLink className={PAGE_CLASSES.link} to={reviewPath(draftId)}>
          {t('thread.makeCv.review')}
        </AppLink>
      )}
    </p>
  );
}

/**
 * "Make a CV from this file" beside a reply's PDF or DOCX: the file goes through the CV file
 * import; its draft opens for review (with the CVs that look like the same person), a file that is
 * no CV is refused in words, and a file made into a CV before links to that CV.
 */
export function MakeCvFromFile({ applicationId, file }: { applicationId: number; file: ThreadAttachment }) {
  const { t } = useTranslation('team');
  const { navigate } = useMountProps();
  const make = useMakeCvMutation(applicationId, file.id);
  if (!isImportableFile(file.contentType)) return null;
  const start = () =>
    make.mutate(undefined, {
      onSuccess: (made) => {
        if (made.from !== 'cv' && made.result.status === 'draft') navigate(reviewPath(made.result.draftId));
      },
    });
  return (
    <div className={PAGE_CLASSES.row}>
      <Button size="small" loading={make.isPending} onClick={start} aria-label={t('thread.makeCv.buttonFor', { name: file.filename })}>
        {t('thread.makeCv.button')}
      </Button>
      {make.isPending && <p role="status">{t('thread.makeCv.reading')}</p>}
      {make.data !== undefined && <Outcome made={make.data} />}
      {make.error !== null && <p role="alert">{t('thread.makeCv.failed')}</p>}
    </div>
  );
}
