import { type FormEvent, useId } from 'react';
import {
  CURRENCIES,
  type Currency,
  EXPERIENCE_BAND_RANGES,
  type ExperienceRange,
  type Facets,
  JOB_SEARCH_STATUSES,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  type LanguageRequirement,
  type SearchFilters,
} from '@platform/contract';
import { Button, Checkbox, formatLanguageName, Select, TextInput, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { DEFAULT_CURRENCY } from '../../../lib/criteria';
import { FacetChecklist } from './facet-checklist';
import styles from './filters-panel.module.css';

/** Languages offered in the language filter (ISO 639-1). */
const LANGUAGE_CODES = ['en', 'ru', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'uk', 'kk', 'uz', 'tr', 'zh', 'ja', 'ko', 'ar', 'hi'];
/** Choices of "updated within", in days. */
const UPDATED_WITHIN_DAYS = [1, 3, 7, 30, 90, 365];

export interface FiltersPanelProps {
  filters: SearchFilters;
  /** Facets of the last answer; `undefined` before the first one. */
  facets: Facets | undefined;
  /**
   * The first answer is on its way: the facet lists keep their room (placeholders), so the
   * panel does not jump when they arrive.
   */
  facetsPending?: boolean;
  onChange: (filters: SearchFilters) => void;
  onApply: () => void;
  onReset: () => void;
  /**
   * `sidebar` (default): titled, with its Apply and Reset buttons. `drawer`: inside
   * the filters drawer's dialog, which names it and holds those buttons (submitting through `formId`).
   */
  variant?: 'sidebar' | 'drawer';
  /** The form's id, for a submit button outside it. */
  formId?: string;
}

function readNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

function isLevel(value: string): value is LanguageLevel {
  return LANGUAGE_LEVELS.some((level) => level === value);
}

function isCurrency(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

function sameRange(a: ExperienceRange | null | undefined, b: ExperienceRange): boolean {
  return (a?.min ?? undefined) === b.min && (a?.max ?? undefined) === b.max;
}

/**
 * The filters form: edits a draft of the filters and applies it on "Apply filters" (or with the
 * search box), so the results do not reload at every keystroke or tick.
 */
export function FiltersPanel({ filters, facets, facetsPending = false, onChange, onApply, onReset, variant = 'sidebar', formId }: FiltersPanelProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const id = useId();

  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => {
    const next = { ...filters };
    next[key] = value;
    onChange(next);
  };

  const experience = filters.experienceYears ?? {};
  const salary = filters.salary;
  const languages = filters.languages ?? [];
  const statuses = filters.jobSearchStatus ?? [];
  const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: formatLanguageName(locale, code) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
  const levelOptions = [{ value: '', label: t('filters.anyLevel') }, ...LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))];
  const setLanguage = (index: number, requirement: LanguageRequirement) =>
    set('languages', languages.map((entry, position) => (position === index ? requirement : entry)));
  const unusedLanguage = LANGUAGE_CODES.find((code) => !languages.some((entry) => entry.language === code));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form
      id={formId}
      className={variant === 'drawer' ? styles.drawerPanel : styles.panel}
      {...(variant === 'drawer' ? { 'aria-label': t('filters.title') } : { 'aria-labelledby': `${id}-title` })}
      onSubmit={submit}
      noValidate
    >
      {variant === 'sidebar' && (
        <h2 id={`${id}-title`} className={styles.title}>
          {t('filters.title')}
        </h2>
      )}

      <FacetChecklist
        legend={t('filters.city')}
        selected={filters.city ?? []}
        buckets={facets?.city ?? []}
        pending={facetsPending}
        onChange={(city) => set('city', city)}
        addLabel={t('filters.cityAdd')}
        addButtonLabel={t('filters.cityAddButton')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters.experience')}</legend>
        <div className={styles.inline}>
          <label className={styles.smallLabel}>
            {t('filters.experienceMin')}
            <TextInput
              type="number"
              min={0}
              inputMode="numeric"
              className={styles.number}
              value={experience.min ?? ''}
              onChange={(event) => set('experienceYears', { ...experience, min: readNumber(event.target.value) })}
            />
          </label>
          <label className={styles.smallLabel}>
            {t('filters.experienceMax')}
            <TextInput
              type="number"
              min={0}
              inputMode="numeric"
              className={styles.number}
              value={experience.max ?? ''}
              onChange={(event) => set('experienceYears', { ...experience, max: readNumber(event.target.value) })}
            />
          </label>
        </div>
        {facets && facets.experience.length > 0 && (
          <ul className={styles.bands} aria-label={t('filters.experienceBands')}>
            {facets.experience.map((bucket) => {
              const range: ExperienceRange | undefined = EXPERIENCE_BAND_RANGES[bucket.value];
              if (!range) return null;
              const pressed = sameRange(filters.experienceYears, range);
              return (
                <li key={bucket.value}>
                  <button
                    type="button"
                    className={styles.band}
                    aria-pressed={pressed}
                    onClick={() => set('experienceYears', pressed ? undefined : range)}
                  >
                    {t('filters.facetCount', { label: t(`band.${bucket.value}`), count: bucket.count })}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {facetsPending && (
          <div className={styles.bands} aria-hidden="true">
            <span className={`${styles.band} ${styles.bandPlaceholder}`}>&nbsp;</span>
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters.salary')}</legend>
        <div className={styles.inline}>
          <label className={styles.smallLabel}>
            {t('filters.salaryMax')}
            <TextInput
              type="number"
              min={0}
              step={1000}
              inputMode="numeric"
              className={styles.amount}
              value={salary?.max ?? ''}
              onChange={(event) =>
                set('salary', { ...salary, currency: salary?.currency ?? DEFAULT_CURRENCY, max: readNumber(event.target.value) })
              }
            />
          </label>
          <label className={styles.smallLabel}>
            {t('filters.currency')}
            <Select
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              value={salary?.currency ?? DEFAULT_CURRENCY}
              onChange={(event) => {
                const currency = event.target.value;
                if (isCurrency(currency)) set('salary', { ...salary, currency });
              }}
            />
          </label>
        </div>
      </fieldset>

      <FacetChecklist
        legend={t('filters.skills')}
        selected={filters.skills ?? []}
        buckets={facets?.skill ?? []}
        pending={facetsPending}
        onChange={(skills) => set('skills', skills)}
        addLabel={t('filters.skillAdd')}
        addButtonLabel={t('filters.skillAddButton')}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters.languages')}</legend>
        {languages.map((entry, index) => {
          const name = formatLanguageName(locale, entry.language);
          return (
            <div key={entry.language} className={styles.languageRow}>
              <label className={styles.smallLabel}>
                {t('filters.language')}
                <Select
                  options={languageOptions.filter(
                    (option) => option.value === entry.language || !languages.some((other) => other.language === option.value),
                  )}
                  value={entry.language}
                  onChange={(event) => setLanguage(index, { ...entry, language: event.target.value })}
                />
              </label>
              <label className={styles.smallLabel}>
                {t('filters.minLevel')}
                <Select
                  options={levelOptions}
                  value={entry.minLevel ?? ''}
                  onChange={(event) => {
                    const level = event.target.value;
                    setLanguage(index, isLevel(level) ? { language: entry.language, minLevel: level } : { language: entry.language });
                  }}
                />
              </label>
              <Button
                size="small"
                variant="ghost"
                aria-label={t('filters.removeLanguage', { language: name })}
                onClick={() => set('languages', languages.filter((_, position) => position !== index))}
              >
                ×
              </Button>
            </div>
          );
        })}
        {unusedLanguage && (
          <Button size="small" onClick={() => set('languages', [...languages, { language: unusedLanguage }])}>
            {t('filters.addLanguage')}
          </Button>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters.conditions')}</legend>
        <Checkbox
          label={t('filters.relocation')}
          checked={filters.relocation === true}
          onChange={(event) => set('relocation', event.target.checked || undefined)}
        />
        <Checkbox
          label={t('filters.remote')}
          checked={filters.remote === true}
          onChange={(event) => set('remote', event.target.checked || undefined)}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('filters.status')}</legend>
        {JOB_SEARCH_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(`status.${status}`)}
            checked={statuses.includes(status)}
            onChange={(event) =>
              set(
                'jobSearchStatus',
                JOB_SEARCH_STATUSES.filter((entry) => (entry === status ? event.target.checked : statuses.includes(entry))),
              )
            }
          />
        ))}
      </fieldset>

      <div className={styles.fieldset}>
        <label htmlFor={`${id}-updated`} className={styles.legend}>
          {t('filters.updated')}
        </label>
        <Select
          id={`${id}-updated`}
          options={[
            { value: '', label: t('filters.updatedAny') },
            ...[...new Set([...UPDATED_WITHIN_DAYS, ...(filters.updatedWithinDays ? [filters.updatedWithinDays] : [])])]
              .sort((a, b) => a - b)
              .map((days) => ({
                value: String(days),
                label: t(`updatedWithin.${days}`, { count: days, defaultValue: t('updatedWithin.other', { count: days }) }),
              })),
          ]}
          value={filters.updatedWithinDays ? String(filters.updatedWithinDays) : ''}
          onChange={(event) => set('updatedWithinDays', readNumber(event.target.value) || undefined)}
        />
      </div>

      {variant === 'sidebar' && (
        <div className={styles.actions}>
          <Button htmlType="submit" variant="primary">
            {t('filters.apply')}
          </Button>
          <Button variant="ghost" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        </div>
      )}
    </form>
  );
}
