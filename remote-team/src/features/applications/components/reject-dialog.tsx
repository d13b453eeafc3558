import { type FormEvent, useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH } from '@platform/contract';
import { Button, FormField, Modal, PAGE_CLASSES, TextArea } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

export interface RejectDialogProps {
  name: string | null;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the reason of a rejection (required; the candidate never sees it). */
export function RejectDialog({ name, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('team');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('board.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onReject(reason.trim());
      setReason('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={name !== null} onClose={onClose} title={t('board.rejectTitle', { name: name ?? '' })}>
      <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('board.reason')} hint={t('board.reasonHint')} error={error} required>
          <TextArea value={reason} maxLength={REJECTION_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <div className={PAGE_CLASSES.row}>
          <Button htmlType="submit" variant="danger" loading={busy}>
            {t('board.reject')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </div>
      </form>
    </Modal>
  );
}
