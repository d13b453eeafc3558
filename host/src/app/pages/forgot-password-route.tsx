import { localizePath } from '@platform/contract';
import { ForgotPasswordPage } from '../../features/auth';
import { useHost } from '../host-context';
import type { HostPageProps } from '../routes/route-vocabulary';

export function ForgotPasswordRoute({ entry }: HostPageProps) {
  const host = useHost();
  return <ForgotPasswordPage api={host.api} homeHref={localizePath('/search', entry.locale)} loginHref={localizePath('/login', entry.locale)} />;
}
