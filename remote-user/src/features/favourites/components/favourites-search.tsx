import { type FormEvent, useEffect, useState } from 'react';
import { FAVOURITES_QUERY_MAX } from '@platform/contract';
import { Button, FormField, PAGE_CLASSES, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

export interface FavouritesSearchProps {
  text: string;
  onSearch: (text: string) => void;
}

/** Finds favourites by name, title or note; an empty search shows them all. */
export function FavouritesSearch({ text, onSearch }: FavouritesSearchProps) {
  const { t } = useTranslation('user');
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label={t('favourites.searchLabel')} className={PAGE_CLASSES.row} onSubmit={submit}>
      <FormField label={t('favourites.searchLabel')} labelHidden>
        <TextInput type="search" value={draft} maxLength={FAVOURITES_QUERY_MAX} placeholder={t('favourites.searchPlaceholder')} onChange={(event) => setDraft(event.target.value)} />
      </FormField>
      <Button htmlType="submit" variant="secondary">
        {t('favourites.search')}
      </Button>
      {text !== '' && (
        <Button variant="ghost" onClick={() => onSearch('')}>
          {t('favourites.clearSearch')}
        </Button>
      )}
    </form>
  );
}
