import { useState } from 'react';
import type { FavouriteItem, FavouriteList } from '@platform/contract';
import { Button, FormField, Modal, Select } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useListLabel } from '../hooks/use-list-label';

export interface TransferDialogProps {
  item: FavouriteItem;
  lists: FavouriteList[];
  onClose: () => void;
  /** Moves or copies the CV to the chosen list. */
  onTransfer: (mode: 'move' | 'copy', toListId: number) => Promise<boolean>;
}

/** Moves or copies one CV to another list: the target is chosen first, nothing happens on a keypress in the select. */
export function TransferDialog({ item, lists, onClose, onTransfer }: TransferDialogProps) {
  const { t } = useTranslation('user');
  const label = useListLabel();
  const targets = lists.filter((list) => list.id !== item.list.id);
  const [target, setTarget] = useState(targets[0]?.id.toString() ?? '');
  const [busy, setBusy] = useState<'move' | 'copy' | null>(null);
  const run = async (mode: 'move' | 'copy') => {
    setBusy(mode);
    const done = await onTransfer(mode, Number(target));
    setBusy(null);
    if (done) onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={t('favourites.transferTitle', { name: item.name || t('favourites.noName') })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" disabled={target === ''} loading={busy === 'copy'} onClick={() => void run('copy')}>
            {t('favourites.copy')}
          </Button>
          <Button variant="primary" disabled={target === ''} loading={busy === 'move'} onClick={() => void run('move')}>
            {t('favourites.move')}
          </Button>
        </>
      }
    >
      {targets.length === 0 ? (
        <p>{t('favourites.noOtherList')}</p>
      ) : (
        <FormField label={t('favourites.targetList')}>
          <Select value={target} onChange={(event) => setTarget(event.target.value)} options={targets.map((list) => ({ value: String(list.id), label: label(list) }))} />
        </FormField>
      )}
    </Modal>
  );
}
