import type { FavouriteList } from '@platform/contract';
import { Button, PAGE_CLASSES } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { exportListUrl } from '../api/favourite-calls';
import { useListLabel } from '../hooks/use-list-label';

export interface ListPickerProps {
  lists: FavouriteList[];
  /** The list shown, `null` for all of them. */
  current: number | null;
  onChange: (listId: number | null) => void;
}

/** The lists as toggle buttons with their sizes, "All lists" first. */
export function ListPicker({ lists, current, onChange }: ListPickerProps) {
  const { t } = useTranslation('user');
  const label = useListLabel();
  const total = lists.reduce((sum, list) => sum + list.count, 0);
  return (
    <div role="group" aria-label={t('favourites.lists')} className={PAGE_CLASSES.row}>
      <Button size="small" variant={current === null ? 'primary' : 'default'} aria-pressed={current === null} onClick={() => onChange(null)}>
        {t('favourites.listWithCount', { name: t('favourites.allLists'), count: total })}
      </Button>
      {lists.map((list) => (
        <Button key={list.id} size="small" variant={current === list.id ? 'primary' : 'default'} aria-pressed={current === list.id} onClick={() => onChange(list.id)}>
          {t('favourites.listWithCount', { name: label(list), count: list.count })}
        </Button>
      ))}
    </div>
  );
}

export interface ListActionsProps {
  list: FavouriteList;
  onRename: () => void;
  onDelete: () => void;
}

/** What can be done with the list shown: export it, and (except the default list) rename or delete it. */
export function ListActions({ list, onRename, onDelete }: ListActionsProps) {
  const { t } = useTranslation('user');
  const label = useListLabel();
  const name = label(list);
  return (
    <div role="group" aria-label={t('favourites.listActions', { name })} className={PAGE_CLASSES.row}>
      <Button size="small" variant="secondary" href={exportListUrl(list.id)} aria-label={t('favourites.exportList', { name })}>
        {t('favourites.export')}
      </Button>
      {list.isDefault ? (
        <span className={PAGE_CLASSES.muted}>{t('favourites.defaultListNote')}</span>
      ) : (
        <>
          <Button size="small" variant="ghost" aria-label={t('favourites.renameList', { name })} onClick={onRename}>
            {t('favourites.rename')}
          </Button>
          <Button size="small" variant="danger" aria-label={t('favourites.deleteList', { name })} onClick={onDelete}>
            {t('favourites.delete')}
          </Button>
        </>
      )}
    </div>
  );
}
