import { useState } from 'react';
import type { FavouriteItem } from '@platform/contract';
import { AppLink, Button, Card, ConfirmDialog, formatDate, PAGE_CLASSES, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { removeFavourite, saveNote } from '../api/favourite-calls';
import { useFavouritesAction } from '../hooks/use-favourites-action';
import { useListLabel } from '../hooks/use-list-label';
import { NoteEditor } from './note-editor';

export interface FavouriteCardProps {
  item: FavouriteItem;
  /** Opens the move-or-copy dialog for this CV. */
  onTransfer: () => void;
}

/** One CV in one list: who, what, where, which list, when added, the private note, and its actions. */
export function FavouriteCard({ item, onTransfer }: FavouriteCardProps) {
  const { t } = useTranslation('user');
  const { api, locale } = useMountProps();
  const act = useFavouritesAction();
  const label = useListLabel();
  const name = item.name || t('favourites.noName');
  // Removing asks first: a stray click would otherwise lose a CV the user chose to keep.
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const removed = await act(() => removeFavourite(api, item), t('favourites.removed', { name, list: label(item.list) }));
    setBusy(false);
    if (removed) setRemoving(false);
  };
  return (
    <>
      <Card
        as="article"
        headingLevel={2}
        title={
          <AppLink to={`/cv/${item.type}/${item.id}`} className={PAGE_CLASSES.link}>
            {name}
          </AppLink>
        }
        actions={
          <div className={PAGE_CLASSES.row}>
            <Button size="small" variant="secondary" aria-label={t('favourites.transferFor', { name })} onClick={onTransfer}>
              {t('favourites.transfer')}
            </Button>
            <Button size="small" variant="ghost" aria-label={t('favourites.remove', { name })} onClick={() => setRemoving(true)}>
              {t('favourites.removeShort')}
            </Button>
          </div>
        }
      >
        <p className={PAGE_CLASSES.row}>
          {item.title && <span>{item.title}</span>}
          {item.city && <Tag>{item.city}</Tag>}
          <Tag tone="info">{label(item.list)}</Tag>
          <span className={PAGE_CLASSES.muted}>{t('favourites.added', { date: formatDate(locale, item.addedAt) })}</span>
        </p>
        <NoteEditor name={name} note={item.note} onSave={(note) => act(() => saveNote(api, { type: item.type, id: item.id }, note), note === '' ? t('favourites.noteRemoved') : t('favourites.noteSaved'))} />
      </Card>
      <ConfirmDialog
        open={removing}
        onCancel={() => setRemoving(false)}
        title={t('favourites.removeTitle', { name, list: label(item.list) })}
        confirmLabel={t('favourites.removeShort')}
        busy={busy}
        onConfirm={() => void remove()}
      >
        {t('favourites.removeText')}
      </ConfirmDialog>
    </>
  );
}
