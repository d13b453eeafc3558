import { type FormEvent, useState } from 'react';
import { FAVOURITE_NOTE_MAX } from '@platform/contract';
import { Button, FormField, PAGE_CLASSES, TextArea } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

export interface NoteEditorProps {
  /** Whose note: names the field for assistive technology. */
  name: string;
  note: string | null;
  /** Saves the note (empty removes it); resolves `true` when saved. */
  onSave: (note: string) => Promise<boolean>;
}

/** The user's private note on a CV: read, then edited in place (Escape or Cancel drops the edit). */
export function NoteEditor({ name, note, onSave }: NoteEditorProps) {
  const { t } = useTranslation('user');
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (draft === null) {
    return (
      <div className={PAGE_CLASSES.row}>
        {note !== null && <p className={PAGE_CLASSES.prose}>{note}</p>}
        <Button size="small" variant="ghost" aria-label={t(note === null ? 'favourites.addNoteFor' : 'favourites.editNoteFor', { name })} onClick={() => setDraft(note ?? '')}>
          {t(note === null ? 'favourites.addNote' : 'favourites.editNote')}
        </Button>
      </div>
    );
  }

  const tooLong = draft.trim().length > FAVOURITE_NOTE_MAX;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setBusy(true);
    const saved = await onSave(draft.trim());
    setBusy(false);
    if (saved) setDraft(null);
  };
  return (
    <form
      className={PAGE_CLASSES.form}
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
      }}
      noValidate
    >
      <FormField
        label={t('favourites.noteLabel', { name })}
        hint={t('favourites.noteHint', { count: draft.trim().length, max: FAVOURITE_NOTE_MAX })}
        error={tooLong ? t('favourites.noteTooLong', { max: FAVOURITE_NOTE_MAX }) : undefined}
      >
        {/* autoFocus: the editor opens on the user's click, so focus follows it. */}
        <TextArea value={draft} rows={3} onChange={(event) => setDraft(event.target.value)} autoFocus />
      </FormField>
      <div className={PAGE_CLASSES.row}>
        <Button size="small" variant="primary" htmlType="submit" loading={busy} disabled={tooLong}>
          {t('favourites.saveNote')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
