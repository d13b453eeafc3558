import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, EmptyState, isApiError, Spinner, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { getCvLocation } from '../api/get-cv-location';

/**
 * `/cv/username_redirect/{username}`: finds the CV and replaces this address with the canonical
 * `/cv/{type}/{id}` (Back skips the redirect); an unknown username gets the 404 screen.
 */
export function UsernameRedirect({ username }: { username: string }) {
  const { t } = useTranslation('cv');
  const { api, navigate, showErrorScreen } = useMountProps();
  const { data, error, isFetching: loading, refetch } = useQuery({
    queryKey: ['cv', 'location', username],
    queryFn: ({ signal }) => getCvLocation(api, username, signal),
  });
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);

  useEffect(() => {
    if (data) navigate(`/cv/${data.type}/${data.id}`, { replace: true });
  }, [data, navigate]);

  useEffect(() => {
    if (notFound) showErrorScreen(404);
  }, [notFound, showErrorScreen]);

  if (loading || data) return <Spinner size="large" label={t('redirect.resolving')} />;
  if (notFound) return null;
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
