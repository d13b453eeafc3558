import { type ReactNode, useState } from 'react';
import {
  HISTORY_KINDS,
  historySearchPath,
  type HistoryKind,
  type SearchHistoryItem,
  type ViewHistoryItem,
} from '@platform/contract';
import {
  AppLink,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  formatNumber,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { deleteHistory, getHistory, HISTORY_PAGE_SIZE } from '../api/history-calls';
import { type DayGroup, groupByDay, viewerTimeZone } from '../utils/group-by-day';

/** The search filters a history entry names, in the page's words ("City", "Город"), not their keys. */
const FILTER_NAMES: Readonly<Record<string, string>> = {
  city: 'history.filterNames.city',
  experienceYears: 'history.filterNames.experienceYears',
  salary: 'history.filterNames.salary',
  skills: 'history.filterNames.skills',
  languages: 'history.filterNames.languages',
  relocation: 'history.filterNames.relocation',
  remote: 'history.filterNames.remote',
  jobSearchStatus: 'history.filterNames.jobSearchStatus',
  updatedWithinDays: 'history.filterNames.updatedWithinDays',
};

function describeSearch(entry: SearchHistoryItem, t: (key: string) => string): string {
  const parts: string[] = [];
  if (entry.criteria.text) parts.push(entry.criteria.text);
  const filters = Object.keys(entry.criteria.filters ?? {}).filter((key) => {
    const value = entry.criteria.filters?.[key];
    return value !== null && value !== undefined;
  });
  // A filter this page does not know yet (a newer search) still shows, by its key.
  const names = filters.map((key) => {
    const textKey = FILTER_NAMES[key];
    return textKey === undefined ? key : t(textKey);
  });
  if (names.length > 0) parts.push(`${t('history.filters')}: ${names.join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : t('history.everything');
}

/** Entries of one day under its heading (the viewer's calendar day). */
function Days<T extends { id: number; createdAt: string }>({ groups, render }: { groups: Array<DayGroup<T>>; render: (entry: T) => ReactNode }) {
  const { t } = useTranslation('user');
  return (
    <>
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`history-day-${group.day}`}>
          <h2 id={`history-day-${group.day}`}>{group.label.kind === 'date' ? group.label.text : t(`history.${group.label.kind}`)}</h2>
          <ul className={PAGE_CLASSES.list}>
            {group.items.map((entry) => (
              <li key={entry.id} className={PAGE_CLASSES.row}>
                {render(entry)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * `/user/history`: the user's searches and viewed CVs, page by page, grouped by the viewer's
 * calendar day; a search runs again with all its filters and its sort; delete one or clear all.
 */
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
  const time = (iso: string) => formatDate(locale, iso, { timeStyle: 'short' });
  const grouping = { locale, timeZone: viewerTimeZone() };
  const deleteButton = (entry: { id: number; createdAt: string }) => (
    <Button size="small" variant="ghost" onClick={() => void remove(entry.id)} aria-label={t('history.deleteEntry', { date: when(entry.createdAt) })}>
      {t('history.delete')}
    </Button>
  );
  const searchEntry = (entry: SearchHistoryItem) => (
    <>
      <span className={PAGE_CLASSES.muted}>{time(entry.createdAt)}</span>
      <span>{describeSearch(entry, t)}</span>
      <span className={PAGE_CLASSES.muted}>{t('history.found', { count: entry.total, formatted: formatNumber(locale, entry.total) })}</span>
      <AppLink to={historySearchPath(entry.criteria)} className={PAGE_CLASSES.link}>
        {t('history.searchAgain')}
      </AppLink>
      {deleteButton(entry)}
    </>
  );
  const viewEntry = (entry: ViewHistoryItem) => (
    <>
      <span className={PAGE_CLASSES.muted}>{time(entry.createdAt)}</span>
      {entry.resume ? (
        <AppLink to={`/cv/${entry.resume.type}/${entry.resume.id}`} className={PAGE_CLASSES.link}>
          {entry.resume.name}
        </AppLink>
      ) : (
        <span className={PAGE_CLASSES.muted}>{t('history.cvGone')}</span>
      )}
      {entry.resume && <span>{entry.resume.title}</span>}
      {deleteButton(entry)}
    </>
  );

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
        {HISTORY_KINDS.map((item) => (
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
              <p className={PAGE_CLASSES.muted}>{t('history.retention', { count: data.retentionDays })}</p>
              {data.kind === 'search' ? (
                <Days groups={groupByDay(data.items, grouping)} render={searchEntry} />
              ) : (
                <Days groups={groupByDay(data.items, grouping)} render={viewEntry} />
              )}
              <Pagination page={page} pageCount={Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE))} onChange={setPage} />
            </>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={clearing}
        onCancel={() => setClearing(false)}
        title={t(`history.clear_${kind}`)}
        confirmLabel={t('history.clearConfirm')}
        onConfirm={() => void remove()}
      >
        {t('history.clearText')}
      </ConfirmDialog>
    </Page>
  );
}
