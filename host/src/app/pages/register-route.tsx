import { localizePath } from '@platform/contract';
import { RegisterPage } from '../../features/auth';
import { useHost } from '../host-context';
import { publicStartPath } from '../routes/remote-routes';
import type { HostPageProps } from '../routes/route-vocabulary';
import { useSignedIn, withRedirect } from './use-signed-in';

export function RegisterRoute({ entry, url }: HostPageProps) {
  const host = useHost();
  const onSignedIn = useSignedIn(entry.locale, url);
  return (
    <RegisterPage
      api={host.api}
      locale={entry.locale}
      homeHref={localizePath(publicStartPath(), entry.locale)}
      signInHref={withRedirect(localizePath('/login', entry.locale), url)}
      onSignedIn={onSignedIn}
    />
  );
}
