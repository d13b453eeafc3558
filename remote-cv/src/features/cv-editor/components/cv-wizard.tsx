import { useEffect } from 'react';
import { Button, EmptyState, isApiError, Spinner, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useSearchParams } from '@platform/shared/router';
import { useMyCv } from '../api/my-cv';
import { safeReturnTo } from '../utils/return-to';
import { WizardForm } from './wizard-form';

/**
 * `/cv/new`: a new candidate writes their CV step by step. `?returnTo=/team/vacancy/12` (a path on
 * this site) is where the wizard goes once the CV is saved, e.g. back to the vacancy they were
 * applying to; without it, to the new CV. A candidate who has a CV already goes there at once. The
 * address is replaced: Back from there does not reopen a finished wizard.
 */
export function CvWizard() {
  const { t } = useTranslation('cv');
  const { navigate } = useMountProps();
  const session = useSession();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const isCandidate = session?.user.kind === 'candidate';
  const { data, error, isFetching, refetch } = useMyCv();
  const noCv = isApiError(error) && error.status === 404;

  // Once there is a CV (there was, or the wizard has just saved it into the cache), the wizard is done.
  const target = data ? (returnTo ?? (data.username ? `/cv/username/${encodeURIComponent(data.username)}` : '/cv/my')) : null;
  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  if (!isCandidate) {
    return (
      <>
        <h1>{t('wizard.title')}</h1>
        <EmptyState title={t('wizard.candidatesOnly')} />
      </>
    );
  }
  if (noCv && session) return <WizardForm account={session.user} />;
  if (isFetching || data) return <Spinner size="large" label={t('wizard.loading')} />;
  return (
    <>
      <h1>{t('wizard.title')}</h1>
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
