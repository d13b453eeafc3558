import { useSession } from '../../features/auth';
import { useHost } from '../host-context';
import type { HostPageProps } from '../routes/route-vocabulary';
import { Dashboard } from './dashboard';

/** `/` (auth): the guard has made sure a session exists. */
export function DashboardRoute({ entry }: HostPageProps) {
  const host = useHost();
  const session = useSession(host.session);
  return session ? <Dashboard locale={entry.locale} session={session} /> : null;
}
