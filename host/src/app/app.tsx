import { lazy, Suspense } from 'react';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { type DataRouter, RouterProvider } from '@platform/shared/router';
import { useSession } from '../features/auth';
import { getActiveOverrides } from '../features/remotes';
import { ThemeProvider } from '../features/theme';
import { ToastProvider } from '../features/toasts';
import { HostProvider } from './host-context';
import type { Host } from './host-interface';

export interface AppProps {
  host: Host;
  router: DataRouter;
}

/** The operator overrides' banner, panel and shortcut: a chunk of their own, for a signed-in operator or a page that runs overrides. */
const OverridesLayer = lazy(() => import('./overrides/overrides-layer'));

function Overrides({ host }: { host: Host }) {
  return useSession(host.session)?.user.operator || getActiveOverrides().length > 0 ? (
    <Suspense fallback={null}>
      <OverridesLayer host={host} />
    </Suspense>
  ) : null;
}

/** The host application: its services, i18n, theme and toasts around the router. */
export function App({ host, router }: AppProps) {
  return (
    <HostProvider value={host}>
      <I18nextProvider i18n={host.i18n}>
        <ThemeProvider>
          <ToastProvider store={host.toasts}>
            <Overrides host={host} />
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </HostProvider>
  );
}
