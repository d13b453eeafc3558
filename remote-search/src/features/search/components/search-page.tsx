import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  type Facets,
  SEARCH_MAX_RESULT_WINDOW,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchItem,
  type SearchSort,
} from '@platform/contract';
import {
  AppLink,
  Button,
  Checkbox,
  formatNumber,
  Pagination,
  Select,
  useMountProps,
  useSession,
  VisuallyHidden,
} from '@platform/shared';
import { Trans, useTranslation } from '@platform/shared/react-i18next';
import { useLocation } from '@platform/shared/router';
import { criteriaToParams, criteriaToRequest, MAX_PAGE_INDEX, normalizeFilters, type SearchCriteria } from '../../../lib/criteria';
import { createScout } from '../api/create-scout';
import { useSearchResumes } from '../api/search-resumes';
import { useCvSelection } from '../hooks/use-cv-selection';
import { useResultsKeyboard } from '../hooks/use-results-keyboard';
import { useSearchCriteria } from '../hooks/use-search-criteria';
import { activeFilters } from '../utils/active-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { EmptyResults } from './empty-results';
import { FiltersDrawer } from './filters-drawer';
import { FiltersPanel } from './filters-panel';
import { ResultCard } from './result-card';
import { ResultsSkeleton } from './results-skeleton';
import { SaveScoutDialog, type ScoutSettings } from './save-scout-dialog';
import { SearchBox } from './search-box';
import { SearchError } from './search-error';
import { SearchNotices } from './search-notices';
import styles from './search-page.module.css';
import { SelectionBar } from './selection-bar';
import { SkipToResults } from './skip-to-results';

/** Opened from the selection bar only: its chunk (and its open-vacancies query) loads on the first open. */
const WriteToSelectedDialog = lazy(() => import('./write-to-selected-dialog').then((module) => ({ default: module.WriteToSelectedDialog })));

function isSort(value: string): value is SearchSort {
  return SEARCH_SORTS.some((sort) => sort === value);
}

/** The results' heading: where "Skip to results" goes (one search page at a time). */
const RESULTS_HEADING_ID = 'search-results-heading';

function itemKey(item: Pick<SearchItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

/** What the search box and the filters panel hold before they are applied. */
interface Draft {
  /** The applied text and filters the draft started from: when those change (Back, a chip), the draft follows. */
  base: string;
  text: string;
  filters: SearchFilters;
}

/**
 * `/search`: the keyword box, the filters, the results with facets and paging. The criteria live in
 * the address (`?q=&filters=&sort=&page=`), so a search can be shared and Back restores the last one.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { api, toast, locale } = useMountProps();
  const session = useSession();
  const { pathname, search } = useLocation();
  const { criteria, setCriteria, forwarded } = useSearchCriteria();
  const request = useMemo(() => criteriaToRequest(criteria), [criteria]);
  const { data, error, isFetching: loading, refetch } = useSearchResumes(request, forwarded);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const onListKeyDown = useResultsKeyboard(listRef);
  const isRecruiter = session?.user.kind === 'recruiter';
  // The page's CVs, for the marks of a recruiter's results (one request for the page): read from
  // the answer only when the results are shown (not from an earlier answer while a new one loads).
  const pageCvs = isRecruiter && data && !loading && !error ? data.items.map((item) => `${item.type}:${item.id}`).join(',') : undefined;

  const base = JSON.stringify([criteria.text, normalizeFilters(criteria.filters)]);
  const [draft, setDraft] = useState<Draft>({ base, text: criteria.text, filters: criteria.filters });
  if (draft.base !== base) setDraft({ base, text: criteria.text, filters: criteria.filters });

  // Facets stay on screen while the next answer loads, so the panel does not jump.
  const [facets, setFacets] = useState<Facets | undefined>(undefined);
  if (data && data.facets !== facets) setFacets(data.facets);

  const [scoutOpen, setScoutOpen] = useState(false);
  const selection = useCvSelection();
  const [writeOpen, setWriteOpen] = useState(false);

  const apply = (next: SearchCriteria) => {
    if (criteriaToParams(next).toString() === criteriaToParams(criteria).toString()) {
      // Searching again for the same thing reruns it (fresh CVs) instead of stacking a history entry.
      void refetch();
      return;
    }
    setCriteria(next);
  };
  // A new text is searched with corrections again ("search instead for" switched them off for one text).
  const applyDraft = () => apply({ ...criteria, text: draft.text, filters: draft.filters, page: 0, correct: undefined });
  const relax = (next: { text: string; filters: SearchFilters }) => {
    apply({ ...criteria, ...next, page: 0 });
    headingRef.current?.focus();
  };

  const onSaveScout = async ({ name, schedule, hour, timeZone }: ScoutSettings): Promise<boolean> => {
    try {
      await createScout(api, { name, criteria: { text: request.text, filters: request.filters, sort: request.sort }, schedule, hour, timeZone });
      const at = `${String(hour).padStart(2, '0')}:00`;
      toast.show({ type: 'success', message: t('scout.saved'), description: t(`scout.savedDescription_${schedule}`, { name, hour: at, zone: timeZone }) });
      setScoutOpen(false);
      return true;
    } catch (failure) {
      toast.show({ type: 'error', message: t('scout.failed'), description: failure instanceof Error ? failure.message : undefined });
      return false;
    }
  };

  const filterProps = {
    filters: draft.filters,
    facets,
    facetsPending: facets === undefined && loading,
    onChange: (filters: SearchFilters) => setDraft({ ...draft, filters }),
    onApply: applyDraft,
    onReset: () => apply({ ...criteria, filters: {}, page: 0 }),
  };

  const pageCount = data ? Math.min(Math.ceil(data.total / data.perPage), MAX_PAGE_INDEX + 1) : 0;
  const summary = loading
    ? t('results.searching')
    : data
      ? t(data.totalIsEstimate ? 'results.foundAbout' : 'results.found', { count: data.total, formatted: formatNumber(locale, data.total) })
      : t('results.label');

  return (
    <div className={styles.page}>
      <SkipToResults targetId={RESULTS_HEADING_ID} targetRef={headingRef} />
      <h1 className={styles.heading}>{t('title')}</h1>
      <SearchBox value={draft.text} onChange={(text) => setDraft({ ...draft, text })} onSubmit={applyDraft} />
      <Checkbox
        className={styles.synonyms}
        label={t('form.synonyms')}
        checked={criteria.synonyms !== false}
        onChange={(event) => apply({ ...criteria, page: 0, synonyms: event.target.checked ? undefined : false })}
      />
      {!session && (
        <p className={styles.hint}>
          <Trans
            t={t}
            i18nKey="anonymousHint"
            components={{ login: <AppLink to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} /> }}
          />
        </p>
      )}

      <div className={styles.layout}>
        {/* Left of the results and before them in the tab order ("Skip to results" jumps over it); below the breakpoint the drawer holds the filters instead. */}
        <div className={styles.sidebar}>
          <FiltersPanel {...filterProps} />
        </div>

        <section className={styles.results} aria-labelledby={RESULTS_HEADING_ID} aria-busy={loading}>
          <div className={styles.toolbar}>
            <h2 id={RESULTS_HEADING_ID} ref={headingRef} tabIndex={-1} className={styles.summary}>
              {summary}
              {data && !loading && (
                <span className={styles.took}> {t('results.took', { seconds: formatNumber(locale, data.tookMs / 1000, { maximumFractionDigits: 2 }) })}</span>
              )}
            </h2>
            <VisuallyHidden role="status">{loading ? '' : summary}</VisuallyHidden>
            <FiltersDrawer
              {...filterProps}
              activeCount={activeFilters(criteria.filters).length}
              onDiscard={() => setDraft({ ...draft, filters: criteria.filters })}
            />
            <label className={styles.sort}>
              {t('sort.label')}
              <Select
                options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                value={criteria.sort}
                onChange={(event) => {
                  const sort = event.target.value;
                  if (isSort(sort)) apply({ ...criteria, sort, page: 0 });
                }}
              />
            </label>
            {isRecruiter && (
              <Button variant="secondary" onClick={() => setScoutOpen(true)}>
                {t('scout.open')}
              </Button>
            )}
          </div>

          {data && !loading && <SearchNotices data={data} onSearchAsTyped={() => apply({ ...criteria, page: 0, correct: false })} />}

          {loading ? (
            <ResultsSkeleton />
          ) : error ? (
            <SearchError error={error} onRetry={() => void refetch()} />
          ) : data && data.items.length === 0 ? (
            <EmptyResults text={criteria.text} filters={criteria.filters} onChange={relax} />
          ) : data ? (
            <>
              <ActiveFilterChips text={criteria.text} filters={criteria.filters} onChange={relax} />
              <p className={styles.keyboardHint}>{t('results.keyboardHint')}</p>
              {isRecruiter && <SelectionBar count={selection.selected.length} onWrite={() => setWriteOpen(true)} onClear={selection.clear} />}
              <ol ref={listRef} className={styles.list} onKeyDown={onListKeyDown}>
                {data.items.map((item) => (
                  <li key={itemKey(item)}>
                    <ResultCard
                      item={item}
                      canKeep={isRecruiter}
                      selected={selection.isSelected(item)}
                      onSelectedChange={isRecruiter ? (on) => selection.toggle(item, on) : undefined}
                      pageCvs={pageCvs}
                    />
                  </li>
                ))}
              </ol>
            </>
          ) : null}

          {data && !loading && !error && (
            <>
              <Pagination
                className={styles.pagination}
                page={criteria.page + 1}
                pageCount={pageCount}
                onChange={(page) => {
                  apply({ ...criteria, page: page - 1 });
                  headingRef.current?.focus();
                }}
              />
              {data.total > SEARCH_MAX_RESULT_WINDOW && criteria.page + 1 >= pageCount && (
                <p className={styles.notice}>{t('results.windowLimit', { formatted: formatNumber(locale, SEARCH_MAX_RESULT_WINDOW) })}</p>
              )}
            </>
          )}
        </section>
      </div>

      {writeOpen && (
        <Suspense fallback={null}>
          <WriteToSelectedDialog open selected={selection.selected} onClose={() => setWriteOpen(false)} />
        </Suspense>
      )}
      <SaveScoutDialog open={scoutOpen} defaultName={criteria.text} onClose={() => setScoutOpen(false)} onSave={onSaveScout} />
    </div>
  );
}
