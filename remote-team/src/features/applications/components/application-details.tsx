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
  useSchemaForm,
} from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@platform/shared/react-i18next';
import { addNote, getApplication } from '../api/application-calls';
import { ApplicationThread } from './application-thread';
import styles from './board.module.css';
import { APPLICATION_NOTE_MAX_LENGTH, noteBodySchema, type TeamApplication, type TeamApplicationDetails } from '@platform/contract';

/** A note for the team, checked by the contract's `noteBodySchema`. */
function NoteForm({ applicationId, onAdded }: { applicationId: number; onAdded: () => void }) {
  const { t } = useTranslation('team');
  const { api } = useMountProps();
  const { form, errorOf, failure, busy, onSubmit } = useSchemaForm(noteBodySchema, {
    namespace: 'team',
    defaultValues: { body: '' },
    messages: { 'body:too_small': t('board.noteRequired') },
  });
  const submit = onSubmit(async (values) => {
    await addNote(api, applicationId, values);
    form.reset({ body: '' });
    onAdded();
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

function DetailsBody({ details, onChanged, onRead }: { details: TeamApplicationDetails; onChanged: () => void; onRead: () => void }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
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
      <ApplicationThread applicationId={details.id} onRead={onRead} />
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
      <NoteForm applicationId={details.id} onAdded={onChanged} />
    </>
  );
}

/**
 * An applicant opened from the board: contacts (free: they applied), CV, the conversation with
 * the candidate, history and the team's notes.
 */
export function ApplicationDetails({
  application,
  onClose,
  onChanged,
  onRead,
}: {
  application: TeamApplication | null;
  onClose: () => void;
  onChanged: () => void;
  onRead: () => void;
}) {
  const { api } = useMountProps();
  const id = application?.id ?? 0;
  const query = useQuery({ queryKey: ['team', 'application', id], queryFn: ({ signal }) => getApplication(api, id, signal), enabled: application !== null });
  return (
    <Modal open={application !== null} onClose={onClose} title={application?.name ?? ''} size="large">
      <QueryView query={query}>
        {(details) => (
          <DetailsBody
            details={details}
            onRead={onRead}
            onChanged={() => {
              void query.refetch();
              onChanged();
            }}
          />
        )}
      </QueryView>
    </Modal>
  );
}
