import { useEffect } from 'react';
import { Button, EmptyState, isApiError, Spinner, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useMyCv } from '../api/my-cv';

/**
 * `/cv/my` (the header's "My CV" for candidates): replaces this address with the candidate's
 * public CV, `/cv/username/<name>`; with the CV wizard while they have none; with the account page
 * for anyone else (Back skips the redirect).
 */
export function OwnCvRedirect() {
  const { t } = useTranslation('cv');
  const { navigate } = useMountProps();
  const { data, error, isFetching: loading, refetch } = useMyCv();
  const status = isApiError(error) ? error.status : null;
  const target = data
    ? data.username
      ? `/cv/username/${encodeURIComponent(data.username)}`
      : '/user/account'
    : status === 404
      ? '/cv/new'
      : status === 403
        ? '/user/account'
        : null;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (loading || target) return <Spinner size="large" label={t('redirect.resolving')} />;
  return (
    <>
      <h1>{t('title')}</h1>
      <EmptyState
        variant="error"
        title={t('error.title')}
        text={isApiError(error) && error.status === 0 ? t('error.offline') : t('error.generic')}
        action={
          <Button variant="primary" onClick={() => void refetch()}>
            {t('error.retry')}
          </Button>
        }
      />
    </>
  );
}
