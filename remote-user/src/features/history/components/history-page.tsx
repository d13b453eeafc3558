import {
  AppLink,
  Button,
  EmptyState,
  formatDate,
  Modal,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { deleteHistory, getHistory, HISTORY_PAGE_SIZE, type HistoryKind, type SearchEntry } from '../api/history-calls';

const KINDS: readonly HistoryKind[] = ['search', 'view'];

function describeSearch(entry: SearchEntry, t: (key: string) => string): string {
  const parts: string[] = [];
  if (entry.criteria.text) parts.push(entry.criteria.text);
  const filters = Object.keys(entry.criteria.filters ?? {}).filter((key) => {
    const value = entry.criteria.filters?.[key];
    return value !== null && value !== undefined;
  });
  if (filters.length > 0) parts.push(`${t('history.filters')}: ${filters.join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : t('history.everything');
}

/** The search page's address for saved criteria (`?q=<text>&filters=<json>`, the search area's format). */
export function searchPath(entry: SearchEntry): string {
  const params = new URLSearchParams();
  if (entry.criteria.text) params.set('q', entry.criteria.text);
  const filters = Object.fromEntries(Object.entries(entry.criteria.filters ?? {}).filter(([, value]) => value !== null && value !== undefined));
  if (Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** `/user/history`: the user's searches and viewed CVs, page by page; delete one or clear all. */
export function HistoryPage() {
  const { t } = useTranslation('user');
  const { api, locale, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const [kind, setKind] = useState<HistoryKind>('search');
  const [page, setPage] = useState(1);
  const [clearing, setClearing] = useState(false);
  const query = useAreaQuery(['user', 'history', kind, page], (client, signal) => getHistory(client, kind, page, signal));

  const remove = async (id?: number) => {
    try {
      await deleteHistory(api, kind, id);
      setClearing(false);
      if (id === undefined) setPage(1);
      await query.refetch();
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    }
  };
  const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Page aria-labelledby="history-title">
      <PageHeader
        title={t('history.title')}
        titleId="history-title"
        actions={
          <Button variant="ghost" onClick={() => setClearing(true)} disabled={query.data?.total === 0}>
            {t(`history.clear_${kind}`)}
          </Button>
        }
      />
      <div role="group" aria-label={t('history.kinds')} className={PAGE_CLASSES.row}>
        {KINDS.map((item) => (
          <Button
            key={item}
            size="small"
            variant={kind === item ? 'primary' : 'default'}
            aria-pressed={kind === item}
            onClick={() => {
              setKind(item);
              setPage(1);
            }}
          >
            {t(`history.kind_${item}`)}
          </Button>
        ))}
      </div>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t(`history.empty_${kind}`)} action={<AppLink to="/search">{t('history.toSearch')}</AppLink>} />
          ) : (
            <>
              <ul className={PAGE_CLASSES.list}>
                {data.kind === 'search'
                  ? data.items.map((entry) => (
                      <li key={entry.id} className={PAGE_CLASSES.row}>
                        <span>{describeSearch(entry, t)}</span>
                        <span className={PAGE_CLASSES.muted}>{t('history.found', { count: entry.total })}</span>
                        <AppLink to={searchPath(entry)} className={PAGE_CLASSES.link}>
                          {t('history.searchAgain')}
                        </AppLink>
                        <span className={PAGE_CLASSES.muted}>{when(entry.createdAt)}</span>
                        <Button size="small" variant="ghost" onClick={() => void remove(entry.id)} aria-label={t('history.deleteEntry', { date: when(entry.createdAt) })}>
                          {t('history.delete')}
                        </Button>
                      </li>
                    ))
                  : data.items.map((entry) => (
                      <li key={entry.id} className={PAGE_CLASSES.row}>
                        {entry.resume ? (
                          <AppLink to={`/cv/${entry.resume.type}/${entry.resume.id}`} className={PAGE_CLASSES.link}>
                            {entry.resume.name}
                          </AppLink>
                        ) : (
                          <span className={PAGE_CLASSES.muted}>{t('history.cvGone')}</span>
                        )}
                        {entry.resume && <span>{entry.resume.title}</span>}
                        <span className={PAGE_CLASSES.muted}>{when(entry.createdAt)}</span>
                        <Button size="small" variant="ghost" onClick={() => void remove(entry.id)} aria-label={t('history.deleteEntry', { date: when(entry.createdAt) })}>
                          {t('history.delete')}
                        </Button>
                      </li>
                    ))}
              </ul>
              <Pagination page={page} pageCount={Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE))} onChange={setPage} />
            </>
          )
        }
      </QueryView>
      <Modal
        open={clearing}
        onClose={() => setClearing(false)}
        title={t(`history.clear_${kind}`)}
        footer={
          <div className={PAGE_CLASSES.row}>
            <Button onClick={() => setClearing(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void remove()}>
              {t('history.clearConfirm')}
            </Button>
          </div>
        }
      >
        {t('history.clearText')}
      </Modal>
    </Page>
  );
}
