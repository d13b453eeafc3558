import { type KeyboardEvent, useId, useState } from 'react';
import type { FacetBucket, Locale } from '@platform/contract';
import { Button, Checkbox, Skeleton, TextInput, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './filters-panel.module.css';

export interface FacetChecklistProps {
  legend: string;
  /** Values in the filter now. */
  selected: readonly string[];
  /** Facet counts of the current result: the suggestions. */
  buckets: readonly FacetBucket[];
  /** The first facets are loading: a placeholder holds the list's room. */
  pending?: boolean;
  onChange: (selected: string[]) => void;
  addLabel: string;
  addButtonLabel: string;
}

interface Option {
  /** What a tick puts into the filter: the name in the page's language where there is one. */
  value: string;
  label: string;
  count: number | null;
  /** Every spelling that filters the same (lower case): Moscow, Москва. */
  names: ReadonlySet<string>;
}

function optionOf(bucket: FacetBucket, locale: Locale): Option {
  const label = bucket.labels?.[locale] ?? bucket.label;
  const spellings = [bucket.value, bucket.label, ...Object.values(bucket.labels ?? {})];
  return { value: label, label, count: bucket.count, names: new Set(spellings.map((name) => name.toLowerCase())) };
}

/**
 * A multi-value filter (cities, skills): the facet values with their counts as checkboxes, plus a
 * box to add any other value, suggested from the facets. A value the platform knows in several
 * languages (a city) reads in the page's language and counts as ticked under any of its names, so
 * an address shared from the English site still shows "Москва" ticked.
 */
export function FacetChecklist({ legend, selected, buckets, pending = false, onChange, addLabel, addButtonLabel }: FacetChecklistProps) {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  const id = useId();
  const [draft, setDraft] = useState('');
  const facetOptions = buckets.map((bucket) => optionOf(bucket, locale));
  const optionNamed = (value: string) => facetOptions.find((option) => option.names.has(value.toLowerCase()));
  const options: Option[] = [
    ...selected
      .filter((value) => !optionNamed(value))
      .map((value) => ({ value, label: value, count: null, names: new Set([value.toLowerCase()]) })),
    ...facetOptions,
  ];
  const isSelected = (option: Option) => selected.some((entry) => option.names.has(entry.toLowerCase()));

  const toggle = (option: Option, checked: boolean) =>
    onChange(checked ? [...selected, option.value] : selected.filter((entry) => !option.names.has(entry.toLowerCase())));

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    const option = optionNamed(value);
    if (!option) onChange([...selected, value]);
    else if (!isSelected(option)) onChange([...selected, option.value]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the value instead of submitting the whole filters form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {pending && options.length === 0 && <Skeleton lines={8} className={styles.checklistPending} />}
      {options.length > 0 && (
        <ul className={styles.checklist}>
          {options.map((option) => (
            <li key={option.value}>
              <Checkbox
                label={option.count === null ? option.label : t('filters.facetCount', { label: option.label, count: option.count })}
                checked={isSelected(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <label htmlFor={`${id}-add`} className={styles.smallLabel}>
          {addLabel}
        </label>
        <div className={styles.inline}>
          <TextInput
            id={`${id}-add`}
            list={`${id}-suggestions`}
            value={draft}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button size="small" onClick={add} disabled={!draft.trim()}>
            {addButtonLabel}
          </Button>
        </div>
        <datalist id={`${id}-suggestions`}>
          {facetOptions.map((option) => (
            <option key={option.value} value={option.label} />
          ))}
        </datalist>
      </div>
    </fieldset>
  );
}
