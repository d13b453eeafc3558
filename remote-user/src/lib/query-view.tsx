import { Button, EmptyState, Skeleton, type ApiQueryResult } from '@platform/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isScreenError } from './use-area-query';

export interface QueryViewProps<T> {
  query: ApiQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Placeholder lines while loading. */
  lines?: number;
}

/** Shows a query's loading placeholder, its failure with a retry, or its data. */
export function QueryView<T>({ query, children, lines = 3 }: QueryViewProps<T>) {
  const { t } = useTranslation('user');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error !== null && query.error !== undefined) {
    // The host shows its error screen for these; nothing to add here.
    if (isScreenError(query.error)) return null;
    return (
      <EmptyState
        variant="error"
        title={t('common.loadFailed')}
        text={t('common.loadFailedText')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <Skeleton lines={lines} />;
}
