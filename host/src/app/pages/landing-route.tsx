import { localizePath } from '@platform/contract';
import { useNavigate } from '@platform/shared/router';
import { useSession } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { useHost } from '../host-context';
import { publicStartPath } from '../routes/remote-routes';
import type { HostPageProps } from '../routes/route-vocabulary';
import { Dashboard } from './dashboard';

/** `/`, `/ru`, `/ru/ru`: the landing page for visitors, the dashboard for signed-in users. */
export function LandingRoute({ entry }: HostPageProps) {
  const host = useHost();
  const session = useSession(host.session);
  const navigate = useNavigate();
  if (session) return <Dashboard locale={entry.locale} session={session} />;
  const onSearch = (query: string) => {
    const search = query ? `?${new URLSearchParams({ q: query }).toString()}` : '';
    void navigate(`${localizePath(publicStartPath(), entry.locale)}${search}`);
  };
  return <LandingPage locale={entry.locale} onSearch={onSearch} />;
}
