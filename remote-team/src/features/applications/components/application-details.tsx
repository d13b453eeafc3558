import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { APPLICATION_NOTE_MAX_LENGTH, noteBodySchema, type TeamApplicationDetails } from '@platform/contract';
import {
  AppLink,
  Button,
  FormField,
  formatDate,
  Modal,
  PAGE_CLASSES,
  QueryView,
  TextArea,
  useMountProps,
} from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { useAddNoteMutation } from '../api/add-note';
import { useApplication } from '../api/get-application';
import { type Board, boardKey, changeApplication } from '../api/get-board';
import { ApplicationConsent } from './application-consent';
import { ApplicationDuplicates } from './application-duplicates';
import { ApplicationInterviews } from './application-interviews';
import { ApplicationThread } from './application-thread';
import styles from './board.module.css';

/** A note for the team, checked by the contract's `noteBodySchema`. */
function NoteForm({ vacancyId, applicationId }: { vacancyId: number; applicationId: number }) {
  const { t } = useTranslation('team');
  const addNote = useAddNoteMutation(vacancyId, applicationId);
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(noteBodySchema, {
    namespace: 'team',
    defaultValues: { body: '' },
    messages: { 'body:too_small': t('board.noteRequired') },
  });
  const submit = onSubmit(async (values) => {
    await addNote.mutateAsync(values);
    form.reset({ body: '' });
  });
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('board.note')} hint={t('board.noteHint')} error={errorOf('body')}>
        <TextArea maxLength={APPLICATION_NOTE_MAX_LENGTH} {...form.register('body')} />
      </FormField>
      {failure !== null && <p role="alert">{failure}</p>}
      <div>
        <Button htmlType="submit" loading={busy}>
          {t('board.addNote')}
        </Button>
      </div>
    </form>
  );
}

function DetailsBody({ details, panel }: { details: TeamApplicationDetails; panel: ApplicationPanel | undefined }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const queryClient = useQueryClient();
  // The recruiter opened the thread: the card's unread badge on the cached board goes.
  const onRead = useCallback(() => {
    queryClient.setQueryData<Board>(boardKey(details.vacancyId), (board) =>
      changeApplication(board, details.id, (application) => (application.unreadMessages === 0 ? application : { ...application, unreadMessages: 0 })),
    );
  }, [queryClient, details.vacancyId, details.id]);
  const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p className={PAGE_CLASSES.row}>
        <a className={PAGE_CLASSES.link} href={`mailto:${details.email}`}>
          {details.email}
        </a>
        {details.phone && (
          <a className={PAGE_CLASSES.link} href={`tel:${details.phone}`}>
            {details.phone}
          </a>
        )}
        {details.resumeId !== null && (
          <AppLink className={PAGE_CLASSES.link} to={`/cv/internal/${details.resumeId}`}>
            {t('board.openCv')}
          </AppLink>
        )}
        {details.resumeId === null && details.cvUrl && (
          <a className={PAGE_CLASSES.link} href={details.cvUrl} target="_blank" rel="noopener noreferrer nofollow">
            {t('board.openCv')}
          </a>
        )}
      </p>
      {details.message && <p className={PAGE_CLASSES.prose}>{details.message}</p>}
      <ApplicationConsent consent={details.consent} />
      <ApplicationDuplicates duplicates={details.duplicates} />
      <ApplicationThread applicationId={details.id} onRead={onRead} />
      <ApplicationInterviews applicationId={details.id} interviews={details.interviews} />
      {panel?.(details.id)}
      <h3>{t('board.history')}</h3>
      <ol className={styles.history}>
        {details.history.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            {event.from === null
              ? t('board.historyApplied', { when: when(event.at) })
              : t('board.historyMoved', { to: t(`stage.${event.to}`), who: event.by?.name ?? t('board.someone'), when: when(event.at) })}
            {event.reason && ` — ${event.reason}`}
          </li>
        ))}
      </ol>
      <h3>{t('board.notesTitle')}</h3>
      {details.noteList.length === 0 ? (
        <p className={PAGE_CLASSES.muted}>{t('board.noNotes')}</p>
      ) : (
        <ul className={styles.history}>
          {details.noteList.map((note) => (
            <li key={note.id}>
              <p className={PAGE_CLASSES.muted}>{t('board.noteBy', { who: note.author?.name ?? t('board.someone'), when: when(note.createdAt) })}</p>
              <p className={PAGE_CLASSES.prose}>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <NoteForm vacancyId={details.vacancyId} applicationId={details.id} />
    </>
  );
}

/** What another feature shows in an opened application (composed by the app: scorecards). */
export type ApplicationPanel = (applicationId: number) => ReactNode;

export interface ApplicationDetailsProps {
  /** The open application's id; `null` while none is open. */
  applicationId: number | null;
  /** Its name, for the dialog's title while the details load. */
  name: string;
  onClose: () => void;
  /** Shown after the conversation. */
  panel?: ApplicationPanel;
}

/**
 * An applicant opened from the board: contacts (free: they applied), CV, the conversation with the
 * candidate, history and the team's notes, from the query cache that the board's moves and the
 * notes update.
 */
export function ApplicationDetails({ applicationId, name, onClose, panel }: ApplicationDetailsProps) {
  const query = useApplication(applicationId);
  return (
    <Modal open={applicationId !== null} onClose={onClose} title={name} size="large">
      <QueryView query={query}>{(details) => <DetailsBody details={details} panel={panel} />}</QueryView>
    </Modal>
  );
}
