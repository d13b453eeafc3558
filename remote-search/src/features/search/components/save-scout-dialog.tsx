import { Button, FormField, Modal, TextInput } from '@platform/shared';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './search-page.module.css';

/** The API's limit on a scouting name. */
const SCOUT_NAME_MAX_LENGTH = 100;

export interface SaveScoutDialogProps {
  open: boolean;
  /** The suggested name: the keywords of the search. */
  defaultName: string;
  onClose: () => void;
  /** Saves; resolves `true` when saved (the dialog closes), `false` to stay open. */
  onSave: (name: string) => Promise<boolean>;
}

/** Asks for a name and saves the current search as a scouting task. */
export function SaveScoutDialog({ open, defaultName, onClose, onSave }: SaveScoutDialogProps) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={t('scout.title')} closeOnBackdrop={false} size="small" initialFocusRef={inputRef}>
      <ScoutForm inputRef={inputRef} defaultName={defaultName} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

interface ScoutFormProps extends Omit<SaveScoutDialogProps, 'open'> {
  inputRef: RefObject<HTMLInputElement | null>;
}

function ScoutForm({ inputRef, defaultName, onClose, onSave }: ScoutFormProps) {
  const { t } = useTranslation('search');
  const [name, setName] = useState(defaultName);
  const [saving, setSaving] = useState(false);
  const [showError, setShowError] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setShowError(true);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSave(trimmed);
    if (!saved) setSaving(false);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.scoutForm}>
      <p>{t('scout.description')}</p>
      <FormField label={t('scout.name')} required error={showError && !name.trim() ? t('scout.nameRequired') : undefined}>
        <TextInput ref={inputRef} value={name} maxLength={SCOUT_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <div className={styles.dialogActions}>
        <Button htmlType="submit" variant="primary" loading={saving}>
          {t('scout.save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('scout.cancel')}
        </Button>
      </div>
    </form>
  );
}
