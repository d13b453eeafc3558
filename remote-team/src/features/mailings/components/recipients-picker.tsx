import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  type MailingCvRef,
  type MailingRecipientsInput,
  type SearchItem,
} from '@platform/contract';
import { Button, Checkbox, FAVOURITES_QUERY_KEY, FormField, formatNumber, PAGE_CLASSES, Select, TextInput, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listFavouriteLists, searchCandidates } from '../api/mailing-calls';
import styles from './mailings.module.css';

type Source = 'selection' | 'favourites' | 'applicants';

/** How many search results the picker lists (the search's own page size for mailings). */
const MAILING_SEARCH_LIMIT = 50;

function isStage(value: string): value is ApplicationStage {
  return APPLICATION_STAGES.some((stage) => stage === value);
}

/**
 * Chooses a mailing's recipients: CVs ticked in search results (none at first: each recipient
 * may cost a credit, so nobody is mailed without being chosen; the list says when it shows only
 * the first {@link MAILING_SEARCH_LIMIT} of more), one of the author's favourites lists, or the vacancy's
 * applicants at a stage (the server says when nobody is at that stage).
 */
export function RecipientsPicker({
  onChange,
  error,
  preset = [],
}: {
  onChange: (recipients: MailingRecipientsInput | null) => void;
  error?: string;
  /** CVs ticked on the search page: the recipients until the author searches here or picks another source. */
  preset?: readonly MailingCvRef[];
}) {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const [source, setSource] = useState<Source>('selection');
  // The favourites area's own key: a list made or changed there shows here without a reload.
  const lists = useQuery({ queryKey: [...FAVOURITES_QUERY_KEY, 'lists'], queryFn: ({ signal }) => listFavouriteLists(api, signal) });
  // An empty list has no one to mail (the API refuses it).
  const mailable = (lists.data?.items ?? []).filter((item) => item.count > 0);
  const [list, setList] = useState('');
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [text, setText] = useState('');
  const [found, setFound] = useState<SearchItem[] | null>(null);
  const [foundTotal, setFoundTotal] = useState(0);
  const [searching, setSearching] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const keyOf = (item: SearchItem) => `${item.type}:${item.id}`;
  const emitSelection = (items: readonly SearchItem[], keys: ReadonlySet<string>) => {
    const cvs = items.filter((item) => keys.has(keyOf(item))).map((item) => ({ type: item.type, id: item.id }));
    onChange(cvs.length === 0 ? null : { source: 'selection', cvs });
  };
  const chooseSource = (next: Source) => {
    setSource(next);
    if (next === 'favourites') onChange(list === '' ? null : { source: 'favourites', list });
    else if (next === 'applicants') onChange(stage === '' ? null : { source: 'applicants', stage });
    else if (found === null && preset.length > 0) onChange({ source: 'selection', cvs: [...preset] });
    else emitSelection(found ?? [], selected);
  };
  const search = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSearching(true);
    setSearchFailed(false);
    try {
      const response = await searchCandidates(api, text, MAILING_SEARCH_LIMIT);
      const keys = new Set<string>();
      setFound(response.items);
      setFoundTotal(response.total);
      setSelected(keys);
      emitSelection(response.items, keys);
    } catch {
      setSearchFailed(true);
    } finally {
      setSearching(false);
    }
  };
  const toggle = (item: SearchItem, checked: boolean) => {
    const keys = new Set(selected);
    if (checked) keys.add(keyOf(item));
    else keys.delete(keyOf(item));
    setSelected(keys);
    emitSelection(found ?? [], keys);
  };
  const selectAll = (all: boolean) => {
    const keys = new Set(all ? (found ?? []).map(keyOf) : []);
    setSelected(keys);
    emitSelection(found ?? [], keys);
  };

  return (
    <fieldset className={PAGE_CLASSES.form} aria-describedby={error === undefined ? undefined : 'mailing-recipients-error'}>
      <legend>{t('mailings.recipients')}</legend>
      <label className={PAGE_CLASSES.row}>
        <input type="radio" name="source" value="selection" checked={source === 'selection'} onChange={() => chooseSource('selection')} />
        {t('mailings.fromSearch')}
      </label>
      <label className={PAGE_CLASSES.row}>
        <input type="radio" name="source" value="favourites" checked={source === 'favourites'} onChange={() => chooseSource('favourites')} />
        {t('mailings.fromFavourites')}
      </label>
      <label className={PAGE_CLASSES.row}>
        <input type="radio" name="source" value="applicants" checked={source === 'applicants'} onChange={() => chooseSource('applicants')} />
        {t('mailings.fromApplicants')}
      </label>
      {source === 'applicants' ? (
        <FormField label={t('mailings.stage')} hint={t('mailings.stageHint')}>
          <Select
            value={stage}
            placeholder={t('mailings.chooseStage')}
            onChange={(event) => {
              const value = event.target.value;
              const next = isStage(value) ? value : '';
              setStage(next);
              onChange(next === '' ? null : { source: 'applicants', stage: next });
            }}
            options={APPLICATION_STAGES.map((item) => ({ value: item, label: t(`stage.${item}`) }))}
          />
        </FormField>
      ) : source === 'favourites' ? (
        <FormField label={t('mailings.list')} hint={lists.isSuccess && mailable.length === 0 ? t('mailings.noLists') : undefined}>
          <Select
            value={list}
            placeholder={lists.isPending ? t('common.loading') : t('mailings.chooseList')}
            onChange={(event) => {
              setList(event.target.value);
              onChange(event.target.value === '' ? null : { source: 'favourites', list: event.target.value });
            }}
            options={mailable.map((item) => ({ value: item.name, label: t('mailings.listOption', { name: item.isDefault ? t('mailings.defaultList') : item.name, count: item.count }) }))}
          />
        </FormField>
      ) : (
        <div className={PAGE_CLASSES.form}>
          {/* A form of its own would nest forms: the search runs from its button and Enter in its field. */}
          <div className={PAGE_CLASSES.row}>
            <FormField label={t('mailings.searchText')} hint={t('mailings.searchHint')}>
              <TextInput
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void search(event);
                }}
              />
            </FormField>
            <Button onClick={(event) => void search(event)} loading={searching}>
              {t('mailings.find')}
            </Button>
          </div>
          {searchFailed && <p role="alert">{t('mailings.searchFailed')}</p>}
          {found === null && preset.length > 0 && <p role="status">{t('mailings.fromSearchPage', { count: preset.length })}</p>}
          {found !== null && (
            <>
              <div className={PAGE_CLASSES.row}>
                <p aria-live="polite" className={PAGE_CLASSES.muted}>
                  {t('mailings.selectedCount', { count: selected.size, total: found.length })}
                  {foundTotal > found.length && ` ${t('mailings.capped', { shown: formatNumber(locale, found.length), total: formatNumber(locale, foundTotal) })}`}
                </p>
                {found.length > 0 && (
                  <>
                    <Button variant="ghost" onClick={() => selectAll(true)}>
                      {t('mailings.selectAll')}
                    </Button>
                    <Button variant="ghost" onClick={() => selectAll(false)}>
                      {t('mailings.selectNone')}
                    </Button>
                  </>
                )}
              </div>
              {found.length > 0 && (
                <ul className={styles.results} aria-label={t('mailings.results')}>
                  {found.map((item) => (
                    <li key={keyOf(item)}>
                      <Checkbox
                        label={item.name}
                        description={[item.title, item.cityLabels?.[locale] ?? item.city].filter(Boolean).join(' · ')}
                        checked={selected.has(keyOf(item))}
                        onChange={(event) => toggle(item, event.target.checked)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
      {error !== undefined && (
        <p id="mailing-recipients-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
