import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';

/** A list's name as the reader sees it: the default list is "Favourites" in their language. */
export function useListLabel(): (list: { name: string; isDefault: boolean }) => string {
  const { t } = useTranslation('user');
  return useCallback((list) => (list.isDefault ? t('favourites.defaultList') : list.name), [t]);
}
