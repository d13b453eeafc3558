import { useState } from 'react';
import type { FavouriteList } from '@platform/contract';
import { Button, Modal } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

export interface DeleteListDialogProps {
  list: FavouriteList;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}

/** Asks before a list goes: it says how many CVs leave with it (they stay in the user's other lists). */
export function DeleteListDialog({ list, onClose, onConfirm }: DeleteListDialogProps) {
  const { t } = useTranslation('user');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={t('favourites.deleteTitle', { name: list.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('favourites.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('favourites.deleteText', { count: list.count })}</p>
    </Modal>
  );
}
