import { Button, EmptyState, formatDate, Modal, Pagination, useMountProps } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { HostLink } from '../../../lib/host-link';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
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
  const errorText = useApiErrorText();
  const [kind, setKind] = useState<HistoryKind>('search');
  const [page, setPage] = useState(1);
  const [clearing, setClearing] = useState(false);
  const query = useAreaQuery(['history', kind, page], (client, signal) => getHistory(client, kind, page, signal));

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
    <section className={styles.page} aria-labelledby="history-title">
      <div className={styles.header}>
        <h1 id="history-title" className={styles.title}>
          {t('history.title')}
        </h1>
        <Button variant="ghost" onClick={() => setClearing(true)} disabled={query.data?.total === 0}>
          {t(`history.clear_${kind}`)}
        </Button>
      </div>
      <div role="group" aria-label={t('history.kinds')} className={styles.row}>
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
            <EmptyState title={t(`history.empty_${kind}`)} action={<HostLink to="/search">{t('history.toSearch')}</HostLink>} />
          ) : (
            <>
              <ul className={styles.list}>
                {data.kind === 'search'
                  ? data.items.map((entry) => (
                      <li key={entry.id} className={styles.row}>
                        <span>{describeSearch(entry, t)}</span>
                        <span className={styles.muted}>{t('history.found', { count: entry.total })}</span>
                        <HostLink to={searchPath(entry)} className={styles.link}>
                          {t('history.searchAgain')}
                        </HostLink>
                        <span className={styles.muted}>{when(entry.createdAt)}</span>
                        <Button size="small" variant="ghost" onClick={() => void remove(entry.id)} aria-label={t('history.deleteEntry', { date: when(entry.createdAt) })}>
                          {t('history.delete')}
                        </Button>
                      </li>
                    ))
                  : data.items.map((entry) => (
                      <li key={entry.id} className={styles.row}>
                        {entry.resume ? (
                          <HostLink to={`/cv/${entry.resume.type}/${entry.resume.id}`} className={styles.link}>
                            {entry.resume.name}
                          </HostLink>
                        ) : (
                          <span className={styles.muted}>{t('history.cvGone')}</span>
                        )}
                        {entry.resume && <span>{entry.resume.title}</span>}
                        <span className={styles.muted}>{when(entry.createdAt)}</span>
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
          <div className={styles.row}>
            <Button onClick={() => setClearing(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void remove()}>
              {t('history.clearConfirm')}
            </Button>
          </div>
        }
      >
        {t('history.clearText')}
      </Modal>
    </section>
  );
}
