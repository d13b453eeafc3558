import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { type FavouriteList, type FavouriteListsResponse, favouriteListNameSchema, FAVOURITE_LIST_NAME_MAX } from '@platform/contract';
import { isApiError } from '../api/api-error';
import { useMountProps } from '../parcel/mount-props-context';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { FormField } from '../ui/FormField';
import { TextInput } from '../ui/TextInput';
import { useUiText } from '../ui/use-ui-text';
import { addToList, createList, type CvRef, FAVOURITES_QUERY_KEY, listListsFor, removeFromList } from './add-to-list-calls';
import styles from './add-to-list-menu.module.css';

export interface AddToListPanelProps {
  cv: CvRef;
  /** The CV's name, for the messages. */
  name: string;
}

/**
 * What the "Add to list" panel holds: the signed-in user's favourites lists as checkboxes (ticked:
 * the CV is in it; ticking adds, unticking removes) and a field to create a new list with the CV in
 * it. Its own chunk, loaded when a panel first opens: a page of results shows only the buttons.
 */
export default function AddToListPanel({ cv, name }: AddToListPanelProps) {
  const text = useUiText();
  const { api, toast } = useMountProps();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | 'new' | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const listsRef = useRef<HTMLFieldSetElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listsKey = [...FAVOURITES_QUERY_KEY, 'lists', cv.type, cv.id];
  const lists = useQuery({ queryKey: listsKey, queryFn: ({ signal }) => listListsFor(api, cv, signal) });

  // Focus moves into the panel when it opens, onto its first list once they are there.
  useEffect(() => {
    (listsRef.current?.querySelector<HTMLElement>('input') ?? formRef.current?.querySelector<HTMLElement>('input'))?.focus();
  }, [lists.isSuccess]);

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

  return (
    <>
      <fieldset ref={listsRef} className={styles.lists} aria-busy={lists.isPending || typeof busy === 'number'}>
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
      <form ref={formRef} className={styles.newList} onSubmit={(event) => void create(event)} noValidate>
        <FormField label={text('favouritesNewListName')} error={nameError ?? undefined}>
          <TextInput value={newName} onChange={(event) => setNewName(event.target.value)} autoComplete="off" />
        </FormField>
        <Button size="small" htmlType="submit" loading={busy === 'new'}>
          {text('favouritesCreateAndAdd')}
        </Button>
      </form>
    </>
  );
}
