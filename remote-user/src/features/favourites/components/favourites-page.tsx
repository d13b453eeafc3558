import {
  AppLink,
  Button,
  Card,
  EmptyState,
  formatDate,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Select,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { addFavourite, DEFAULT_LIST, type Favourite, type FavouriteList, listFavourites, removeFavourite } from '../api/favourite-calls';

function ListPicker({ lists, current, onChange }: { lists: FavouriteList[]; current: string | null; onChange: (list: string | null) => void }) {
  const { t } = useTranslation('user');
  const label = (name: string) => (name === DEFAULT_LIST ? t('favourites.defaultList') : name);
  return (
    <div role="group" aria-label={t('favourites.lists')} className={PAGE_CLASSES.row}>
      <Button size="small" variant={current === null ? 'primary' : 'default'} aria-pressed={current === null} onClick={() => onChange(null)}>
        {t('favourites.allLists')}
      </Button>
      {lists.map((list) => (
        <Button
          key={list.name}
          size="small"
          variant={current === list.name ? 'primary' : 'default'}
          aria-pressed={current === list.name}
          onClick={() => onChange(list.name)}
        >
          {t('favourites.listWithCount', { name: label(list.name), count: list.count })}
        </Button>
      ))}
    </div>
  );
}

function FavouriteCard({ favourite, lists, onChanged }: { favourite: Favourite; lists: FavouriteList[]; onChanged: () => void }) {
  const { t } = useTranslation('user');
  const { api, locale, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const label = (name: string) => (name === DEFAULT_LIST ? t('favourites.defaultList') : name);
  const others = lists.filter((list) => list.name !== favourite.list);

  const act = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      toast.show({ type: 'success', message });
      onChanged();
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    }
  };
  const copyTo = (list: string) => act(() => addFavourite(api, { type: favourite.type, id: favourite.id, list }), t('favourites.copied', { list: label(list) }));

  return (
    <Card
      as="article"
      headingLevel={2}
      title={
        <AppLink to={`/cv/${favourite.type}/${favourite.id}`} className={PAGE_CLASSES.link}>
          {favourite.name || t('favourites.noName')}
        </AppLink>
      }
      actions={
        <Button size="small" variant="ghost" onClick={() => void act(() => removeFavourite(api, favourite), t('favourites.removed', { name: favourite.name }))}>
          {t('favourites.remove', { name: favourite.name })}
        </Button>
      }
    >
      <p className={PAGE_CLASSES.row}>
        <span>{favourite.title}</span>
        {favourite.city && <Tag>{favourite.city}</Tag>}
        <Tag tone="info">{label(favourite.list)}</Tag>
        <span className={PAGE_CLASSES.muted}>{t('favourites.added', { date: formatDate(locale, favourite.addedAt) })}</span>
      </p>
      {others.length > 0 && (
        <Select
          aria-label={t('favourites.copyTo', { name: favourite.name })}
          value=""
          placeholder={t('favourites.copyPlaceholder')}
          onChange={(event) => event.target.value && void copyTo(event.target.value)}
          options={others.map((list) => ({ value: list.name, label: label(list.name) }))}
        />
      )}
    </Card>
  );
}

/** `/user/favourites`: favourite CVs in named lists; remove one, copy it to another list. */
export function FavouritesPage() {
  const { t } = useTranslation('user');
  const [list, setList] = useState<string | null>(null);
  const query = useAreaQuery(['user', 'favourites', list], (api, signal) => listFavourites(api, list, signal));
  // The lists come with every answer; keep the last ones while a filtered page loads.
  const [lastLists, setLastLists] = useState<FavouriteList[]>([]);
  const data = query.data;
  useEffect(() => {
    if (data) setLastLists(data.lists);
  }, [data]);
  const lists = data?.lists ?? lastLists;

  return (
    <Page aria-labelledby="favourites-title">
      <PageHeader title={t('favourites.title')} titleId="favourites-title" />
      {lists.length > 0 && <ListPicker lists={lists} current={list} onChange={setList} />}
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t('favourites.emptyTitle')}
              text={t('favourites.emptyText')}
              action={<AppLink to="/search">{t('favourites.toSearch')}</AppLink>}
            />
          ) : (
            <ul className={PAGE_CLASSES.list}>
              {items.map((favourite) => (
                <li key={`${favourite.list}-${favourite.type}-${favourite.id}`}>
                  <FavouriteCard favourite={favourite} lists={lists} onChanged={() => void query.refetch()} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}
