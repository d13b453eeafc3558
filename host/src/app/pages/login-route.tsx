import { localizePath } from '@platform/contract';
import { LoginPage } from '../../features/auth';
import { useHost } from '../host-context';
import { publicStartPath } from '../routes/remote-routes';
import type { HostPageProps } from '../routes/route-vocabulary';
import { useSignedIn, withRedirect } from './use-signed-in';

export function LoginRoute({ entry, url }: HostPageProps) {
  const host = useHost();
  const onSignedIn = useSignedIn(entry.locale, url);
  return (
    <LoginPage
      api={host.api}
      homeHref={localizePath(publicStartPath(), entry.locale)}
      registerHref={withRedirect(localizePath('/register', entry.locale), url)}
      forgotHref={localizePath('/forgot-password', entry.locale)}
      onSignedIn={onSignedIn}
    />
  );
}
