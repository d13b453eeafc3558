import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { FavouriteItem } from '@platform/contract';
import {
  AppLink,
  Button,
  EmptyState,
  isApiError,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSearchParams } from '@platform/shared/router';
import { createList, deleteList, FAVOURITES_KEY, listFavouriteLists, listFavourites, renameList, transferFavourite } from '../api/favourite-calls';
import { useFavouritesAction, useFavouritesChanged } from '../hooks/use-favourites-action';
import { useListLabel } from '../hooks/use-list-label';
import { DeleteListDialog } from './delete-list-dialog';
import { FavouriteCard } from './favourite-card';
import { FavouritesSearch } from './favourites-search';
import { ListNameDialog } from './list-name-dialog';
import { ListActions, ListPicker } from './list-toolbar';
import { TransferDialog } from './transfer-dialog';

type Dialog = { kind: 'create' } | { kind: 'rename' } | { kind: 'delete' } | { kind: 'transfer'; item: FavouriteItem } | null;

/** What the page shows: one list or all, a text to find, a page (from 0). */
interface FavouritesView {
  listId: number | null;
  text: string;
  page: number;
}

function readView(params: URLSearchParams): FavouritesView {
  const listId = Number(params.get('list'));
  const page = Number(params.get('page'));
  return {
    listId: Number.isSafeInteger(listId) && listId > 0 ? listId : null,
    text: params.get('q') ?? '',
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The view in the address (`?list=7&q=go&page=2`), so reloads, links and Back keep it; a change goes back to the first page. */
function useView(): [FavouritesView, (change: Partial<FavouritesView>) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: Partial<FavouritesView>) =>
      setParams((current) => {
        const merged = { ...readView(current), page: 0, ...next };
        const query = new URLSearchParams();
        if (merged.listId !== null) query.set('list', String(merged.listId));
        if (merged.text !== '') query.set('q', merged.text);
        if (merged.page > 0) query.set('page', String(merged.page + 1));
        return query;
      }),
    [setParams],
  );
  return [readView(params), change];
}

/**
 * `/user/favourites`: favourite CVs in named lists. Create, rename and delete lists (the default
 * list stays), move or copy a CV between lists, a private note per CV, search by name, title or
 * note, pages, and a CSV export of a list.
 */
export function FavouritesPage() {
  const { t } = useTranslation('user');
  const { api } = useMountProps();
  const act = useFavouritesAction();
  const changed = useFavouritesChanged();
  const label = useListLabel();
  const [view, setView] = useView();
  const [dialog, setDialog] = useState<Dialog>(null);
  const lists = useAreaQuery([...FAVOURITES_KEY, 'lists'], (client, signal) => listFavouriteLists(client, signal));
  // Not useAreaQuery: a list that has gone (deleted here or in another tab) is no 404 screen, the page shows all lists instead.
  const items = useQuery({ queryKey: [...FAVOURITES_KEY, 'items', view], queryFn: ({ signal }) => listFavourites(api, { listId: view.listId ?? undefined, q: view.text, page: view.page }, signal), placeholderData: keepPreviousData });
  const listGone = view.listId !== null && isApiError(items.error) && items.error.status === 404;
  useEffect(() => {
    if (listGone) setView({ listId: null });
  }, [listGone, setView]);
  const allLists = lists.data?.items ?? [];
  const current = allLists.find((list) => list.id === view.listId) ?? null;
  const close = () => setDialog(null);

  return (
    <Page aria-labelledby="favourites-title">
      <PageHeader
        title={t('favourites.title')}
        titleId="favourites-title"
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('favourites.newList')}
          </Button>
        }
      />
      {allLists.length > 0 && <ListPicker lists={allLists} current={view.listId} onChange={(listId) => setView({ listId })} />}
      {current !== null && <ListActions list={current} onRename={() => setDialog({ kind: 'rename' })} onDelete={() => setDialog({ kind: 'delete' })} />}
      <FavouritesSearch text={view.text} onSearch={(text) => setView({ text })} />
      <QueryView query={items}>
        {(page) =>
          page.items.length === 0 ? (
            view.text === '' ? (
              <EmptyState title={t('favourites.emptyTitle')} text={t('favourites.emptyText')} action={<AppLink to="/search">{t('favourites.toSearch')}</AppLink>} />
            ) : (
              <EmptyState title={t('favourites.noMatchesTitle')} text={t('favourites.noMatchesText', { text: view.text })} />
            )
          ) : (
            <>
              <p className={PAGE_CLASSES.muted} aria-live="polite">
                {t('favourites.total', { count: page.total })}
              </p>
              <ul className={PAGE_CLASSES.list}>
                {page.items.map((item) => (
                  <li key={`${item.list.id}-${item.type}-${item.id}`}>
                    <FavouriteCard item={item} onTransfer={() => setDialog({ kind: 'transfer', item })} />
                  </li>
                ))}
              </ul>
              <Pagination page={page.page + 1} pageCount={Math.ceil(page.total / page.perPage)} onChange={(next) => setView({ page: next - 1 })} />
            </>
          )
        }
      </QueryView>
      {dialog?.kind === 'create' && (
        <ListNameDialog
          mode="create"
          onClose={close}
          onSubmit={async (name) => {
            const list = await createList(api, name);
            await changed(t('favourites.created', { name: list.name }));
            setView({ listId: list.id });
          }}
        />
      )}
      {dialog?.kind === 'rename' && current !== null && (
        <ListNameDialog
          mode="rename"
          initialName={current.name}
          onClose={close}
          onSubmit={async (name) => {
            await renameList(api, current.id, name);
            await changed(t('favourites.renamed', { name }));
          }}
        />
      )}
      {dialog?.kind === 'delete' && current !== null && (
        <DeleteListDialog
          list={current}
          onClose={close}
          onConfirm={async () => {
            if (await act(() => deleteList(api, current.id), t('favourites.deleted', { name: current.name }))) {
              close();
              setView({ listId: null });
            }
          }}
        />
      )}
      {dialog?.kind === 'transfer' && (
        <TransferDialog
          item={dialog.item}
          lists={allLists}
          onClose={close}
          onTransfer={(mode, toListId) => {
            const target = allLists.find((list) => list.id === toListId);
            const message = t(mode === 'move' ? 'favourites.moved' : 'favourites.copied', { list: target === undefined ? '' : label(target) });
            return act(() => transferFavourite(api, mode, { type: dialog.item.type, id: dialog.item.id, fromListId: dialog.item.list.id, toListId }), message);
          }}
        />
      )}
    </Page>
  );
}
