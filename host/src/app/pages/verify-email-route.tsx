import { useCallback } from 'react';
import { localizePath } from '@platform/contract';
import { VerifyEmailPage } from '../../features/auth';
import { useHost } from '../host-context';
import type { HostPageProps } from '../routes/route-vocabulary';

export function VerifyEmailRoute({ entry, url }: HostPageProps) {
  const host = useHost();
  // The header and every area learn the confirmed (or new) address without a page load.
  const onVerified = useCallback(() => {
    host.refreshSession().catch((error: unknown) => host.reportError(error, 'host: session refresh after e-mail confirmation'));
  }, [host]);
  return (
    <VerifyEmailPage
      api={host.api}
      token={url.searchParams.get('token')}
      homeHref={localizePath('/search', entry.locale)}
      continueHref={localizePath('/', entry.locale)}
      onVerified={onVerified}
    />
  );
}
