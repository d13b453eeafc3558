import { Button, EmptyState, isApiError, useApiErrorText } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

export interface SearchErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed search: what went wrong in words a recruiter understands (in their language), and a retry. */
export function SearchError({ error, onRetry }: SearchErrorProps) {
  const { t } = useTranslation('search');
  const errorText = useApiErrorText('search');
  let text = t('error.generic');
  if (isApiError(error) && error.status === 0) text = t('error.offline');
  // Overload answers (503 `busy` from admission control, 429 from the per-address limit) are
  // not failures of the search: say to wait, and that signing in lifts them.
  else if (isApiError(error) && error.status === 503 && error.code === 'busy') text = t('error.busy');
  else if (isApiError(error) && error.status === 503 && error.code === 'timeout') text = t('error.timeout');
  else if (isApiError(error) && error.status === 429) text = t('error.rateLimited');
  else if (isApiError(error) && error.status === 400) {
    const fields = Object.values(errorText.fields(error));
    text = t('error.badRequest', { message: fields.length > 0 ? fields.join(' ') : error.message });
  }
  return (
    <EmptyState
      variant="error"
      headingLevel={3}
      title={t('error.title')}
      text={text}
      action={
        <Button variant="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}
