import { Button, Card, EmptyState, formatDate, Select, Tag, useMountProps } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { HostLink } from '../../../lib/host-link';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
import { addFavourite, DEFAULT_LIST, type Favourite, type FavouriteList, listFavourites, removeFavourite } from '../api/favourite-calls';

function ListPicker({ lists, current, onChange }: { lists: FavouriteList[]; current: string | null; onChange: (list: string | null) => void }) {
  const { t } = useTranslation('user');
  const label = (name: string) => (name === DEFAULT_LIST ? t('favourites.defaultList') : name);
  return (
    <div role="group" aria-label={t('favourites.lists')} className={styles.row}>
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
  const errorText = useApiErrorText();
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
        <HostLink to={`/cv/${favourite.type}/${favourite.id}`} className={styles.link}>
          {favourite.name || t('favourites.noName')}
        </HostLink>
      }
      actions={
        <Button size="small" variant="ghost" onClick={() => void act(() => removeFavourite(api, favourite), t('favourites.removed', { name: favourite.name }))}>
          {t('favourites.remove', { name: favourite.name })}
        </Button>
      }
    >
      <p className={styles.row}>
        <span>{favourite.title}</span>
        {favourite.city && <Tag>{favourite.city}</Tag>}
        <Tag tone="info">{label(favourite.list)}</Tag>
        <span className={styles.muted}>{t('favourites.added', { date: formatDate(locale, favourite.addedAt) })}</span>
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
  const query = useAreaQuery(['favourites', list], (api, signal) => listFavourites(api, list, signal));
  // The lists come with every answer; keep the last ones while a filtered page loads.
  const [lastLists, setLastLists] = useState<FavouriteList[]>([]);
  const data = query.data;
  useEffect(() => {
    if (data) setLastLists(data.lists);
  }, [data]);
  const lists = data?.lists ?? lastLists;

  return (
    <section className={styles.page} aria-labelledby="favourites-title">
      <h1 id="favourites-title" className={styles.title}>
        {t('favourites.title')}
      </h1>
      {lists.length > 0 && <ListPicker lists={lists} current={list} onChange={setList} />}
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t('favourites.emptyTitle')}
              text={t('favourites.emptyText')}
              action={<HostLink to="/search">{t('favourites.toSearch')}</HostLink>}
            />
          ) : (
            <ul className={styles.list}>
              {items.map((favourite) => (
                <li key={`${favourite.list}-${favourite.type}-${favourite.id}`}>
                  <FavouriteCard favourite={favourite} lists={lists} onChanged={() => void query.refetch()} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
