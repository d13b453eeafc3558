import { Button, EmptyState, Page, PageHeader, QueryView, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSearchParams } from '@platform/shared/router';
import { EDUCATION_KEY, listEducation } from '../api/list-education';
import { ContinueCard } from './continue-card';
import { type EducationFilters, EducationFiltersBar, filtersFromSearch, searchFromFilters } from './education-filters';
import styles from './education.module.css';
import { ItemCard } from './item-card';
import { ProgressMeter } from './progress-meter';

/** `/education`: courses and articles in the page's language, filters, progress and where to continue. */
export function EducationPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  // The filters live in the address, so a filtered catalogue can be bookmarked and shared.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const setFilters = (next: EducationFilters) => setSearchParams(searchFromFilters(next), { replace: true });
  const query = useAreaQuery([...EDUCATION_KEY, 'catalogue', locale, filters], (api, signal) => listEducation(api, locale, filters, signal), {
    placeholderData: (previous) => previous,
  });
  return (
    <Page aria-labelledby="education-title">
      <PageHeader title={t('education.title')} titleId="education-title" />
      <p>{t('education.intro')}</p>
      <QueryView query={query}>
        {(catalogue) => (
          <>
            <ProgressMeter
              progress={{ done: catalogue.summary.completed, total: Math.max(catalogue.summary.total, 1) }}
              label={t('education.progress', { completed: catalogue.summary.completed, total: catalogue.summary.total })}
            />
            {catalogue.continue !== null && <ContinueCard target={catalogue.continue} />}
            {catalogue.summary.total === 0 ? (
              <EmptyState title={t('education.empty.title')} text={t('education.empty.text')} />
            ) : (
              <>
                <EducationFiltersBar filters={filters} onChange={setFilters} />
                <p role="status" className={styles.muted}>
                  {t('education.found', { count: catalogue.items.length })}
                </p>
                {catalogue.items.length === 0 ? (
                  <EmptyState
                    title={t('education.emptyFiltered.title')}
                    text={t('education.emptyFiltered.text')}
                    action={<Button onClick={() => setFilters({})}>{t('education.filters.clear')}</Button>}
                  />
                ) : (
                  <ul className={styles.items}>
                    {catalogue.items.map((item) => (
                      <li key={item.id}>
                        <ItemCard item={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
