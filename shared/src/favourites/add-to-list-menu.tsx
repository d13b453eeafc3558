import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { type FavouriteList, type FavouriteListsResponse, favouriteListNameSchema, FAVOURITE_LIST_NAME_MAX } from '@platform/contract';
import { isApiError } from '../api/api-error';
import { useMountProps } from '../parcel/mount-props-context';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { classNames } from '../ui/class-names';
import { FormField } from '../ui/FormField';
import { TextInput } from '../ui/TextInput';
import { useUiText } from '../ui/use-ui-text';
import { addToList, createList, type CvRef, FAVOURITES_QUERY_KEY, listListsFor, removeFromList } from './add-to-list-calls';
import styles from './add-to-list-menu.module.css';

export interface AddToListMenuProps {
  cv: CvRef;
  /** The CV's name, for the button's accessible name and the messages. */
  name: string;
  size?: 'small' | 'medium';
}

/**
 * "Add to list": a button that opens a small panel of the signed-in user's favourites lists, each a
 * checkbox (ticked: the CV is in it; ticking adds, unticking removes), and a field to create a new
 * list with the CV in it. The panel is a non-modal dialog: Escape or a click outside closes it and
 * focus goes back to the button; Tab leaving it closes it too. Used on search results and on the
 * CV page; the lists load when the panel opens.
 */
export function AddToListMenu({ cv, name, size = 'small' }: AddToListMenuProps) {
  const text = useUiText();
  const { api, toast } = useMountProps();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | 'new' | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listsKey = [...FAVOURITES_QUERY_KEY, 'lists', cv.type, cv.id];
  const lists = useQuery({
    queryKey: listsKey,
    queryFn: ({ signal }) => listListsFor(api, cv, signal),
    enabled: open,
  });

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setNameError(null);
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  };

  // A click anywhere else closes the panel (focus stays where the click put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The panel hangs from the button's right edge, unless that would put it off the left of the
  // screen (a button at the start of a row, as on the CV page): then from its left edge.
  const [alignStart, setAlignStart] = useState(false);
  useLayoutEffect(() => {
    if (!open) {
      setAlignStart(false);
      return;
    }
    const panel = panelRef.current?.getBoundingClientRect();
    if (panel !== undefined && panel.left < 0) setAlignStart(true);
  }, [open]);

  // Focus moves into the panel when it opens, onto its first list once they are there.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open, lists.isSuccess]);

  const label = (list: FavouriteList) => (list.isDefault ? text('favouritesDefaultList') : list.name);
  const changed = async (message: string) => {
    toast.show({ type: 'success', message, description: name });
    await queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY });
  };
  const failed = (error: unknown) => {
    toast.show({ type: 'error', message: text('favouritesChangeFailed'), ...(isApiError(error) ? { description: error.message } : {}) });
  };

  const toggle = async (list: FavouriteList, add: boolean) => {
    // One change at a time: a click meanwhile leaves its (controlled) box as it is.
    if (busy !== null) return;
    setBusy(list.id);
    // The box follows the click at once; the lists load again afterwards (a failure puts it back).
    queryClient.setQueryData<FavouriteListsResponse>(listsKey, (data) =>
      data === undefined ? data : { items: data.items.map((item) => (item.id === list.id ? { ...item, containsCv: add } : item)) },
    );
    try {
      if (add) await addToList(api, cv, list.id);
      else await removeFromList(api, cv, list.id);
      await changed(text(add ? 'favouritesAdded' : 'favouritesRemoved', { list: label(list) }));
    } catch (error) {
      failed(error);
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY });
    } finally {
      setBusy(null);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(favouriteListNameSchema, newName);
    if (!checked.success) {
      const tooLong = checked.error.issues[0]?.code === 'too_big';
      setNameError(tooLong ? text('fieldMaxLength', { maximum: FAVOURITE_LIST_NAME_MAX }) : text('favouritesListNameRequired'));
      return;
    }
    setNameError(null);
    setBusy('new');
    try {
      const list = await createList(api, checked.data);
      await addToList(api, cv, list.id);
      setNewName('');
      await changed(text('favouritesAdded', { list: list.name }));
    } catch (error) {
      if (isApiError(error) && error.fields.some((field) => field.code === 'name_taken')) setNameError(text('favouritesListNameTaken'));
      else failed(error);
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  return (
    <div ref={rootRef} className={styles.menu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        size={size}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={text('favouritesAddToListFor', { name })}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {text('favouritesAddToList')}
      </Button>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-label={text('favouritesAddToListFor', { name })} className={classNames(styles.panel, alignStart && styles.alignStart)}>
          <fieldset className={styles.lists} aria-busy={lists.isPending || typeof busy === 'number'}>
            <legend className={styles.heading}>{text('favouritesLists')}</legend>
            {lists.isPending && <span>{text('loading')}</span>}
            {lists.isError && <span role="alert">{text('loadFailed')}</span>}
            {lists.data?.items.map((list) => (
              <Checkbox
                key={list.id}
                label={label(list)}
                checked={list.containsCv === true}
                // Not disabled while a change runs: a disabled box would drop the focus (and Escape with it).
                onChange={(event) => void toggle(list, event.target.checked)}
              />
            ))}
          </fieldset>
          <form className={styles.newList} onSubmit={(event) => void create(event)} noValidate>
            <FormField label={text('favouritesNewListName')} error={nameError ?? undefined}>
              <TextInput value={newName} onChange={(event) => setNewName(event.target.value)} autoComplete="off" />
            </FormField>
            <Button size="small" htmlType="submit" loading={busy === 'new'}>
              {text('favouritesCreateAndAdd')}
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
