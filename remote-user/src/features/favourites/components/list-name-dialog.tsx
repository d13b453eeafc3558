import { type FormEvent, useRef, useState } from 'react';
import { Button, FormField, Modal, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useListNameErrors } from '../hooks/use-list-name-errors';

export interface ListNameDialogProps {
  /** The dialog's title and button: a new list or a new name. */
  mode: 'create' | 'rename';
  initialName?: string;
  onClose: () => void;
  /** Sends the name; a rejection is shown in the dialog, which stays open. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** A dialog asking for a list name: checked as the API checks it, a taken name shown under the field. */
export function ListNameDialog({ mode, initialName = '', onClose, onSubmit }: ListNameDialogProps) {
  const { t } = useTranslation('user');
  const { check, explain } = useListNameErrors();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = check(name);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failed) {
      const explained = explain(failed);
      setError(explained.field);
      setFailure(explained.failure);
    } finally {
      setBusy(false);
    }
  };

  const formId = `list-name-${mode}`;
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      size="small"
      initialFocusRef={inputRef}
      title={mode === 'create' ? t('favourites.newListTitle') : t('favourites.renameTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={busy}>
            {mode === 'create' ? t('favourites.create') : t('favourites.saveName')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('favourites.listName')} error={error ?? undefined} required>
          <TextInput ref={inputRef} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </FormField>
        {failure !== null && <p role="alert">{failure}</p>}
      </form>
    </Modal>
  );
}
