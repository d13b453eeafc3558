import { localizePath } from '@platform/contract';
import { ResetPasswordPage } from '../../features/auth';
import { useHost } from '../host-context';
import type { HostPageProps } from '../routes/route-vocabulary';

export function ResetPasswordRoute({ entry, url }: HostPageProps) {
  const host = useHost();
  return (
    <ResetPasswordPage
      api={host.api}
      token={url.searchParams.get('token')}
      homeHref={localizePath('/search', entry.locale)}
      loginHref={localizePath('/login', entry.locale)}
      forgotHref={localizePath('/forgot-password', entry.locale)}
    />
  );
}
