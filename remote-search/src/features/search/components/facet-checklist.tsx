import { Button, Checkbox, type FacetBucket, Skeleton, TextInput } from '@platform/shared';
import { type KeyboardEvent, useId, useState } from 'react';
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

/**
 * A multi-value filter (cities, skills): the facet values with their counts as checkboxes, plus a
 * box to add any other value, suggested from the facets.
 */
export function FacetChecklist({ legend, selected, buckets, pending = false, onChange, addLabel, addButtonLabel }: FacetChecklistProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [draft, setDraft] = useState('');
  const known = new Set(buckets.map((bucket) => bucket.value.toLowerCase()));
  const options = [
    ...selected.filter((value) => !known.has(value.toLowerCase())).map((value) => ({ value, label: value, count: null })),
    ...buckets.map((bucket) => ({ value: bucket.value, label: bucket.label, count: bucket.count })),
  ];
  const isSelected = (value: string) => selected.some((entry) => entry.toLowerCase() === value.toLowerCase());

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((entry) => entry.toLowerCase() !== value.toLowerCase()));

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    const bucket = buckets.find((entry) => entry.label.toLowerCase() === value.toLowerCase() || entry.value.toLowerCase() === value.toLowerCase());
    const chosen = bucket?.value ?? value;
    if (!isSelected(chosen)) onChange([...selected, chosen]);
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
                checked={isSelected(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
          {buckets.map((bucket) => (
            <option key={bucket.value} value={bucket.label} />
          ))}
        </datalist>
      </div>
    </fieldset>
  );
}
