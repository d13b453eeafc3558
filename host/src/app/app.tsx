import { I18nextProvider } from '@platform/shared/react-i18next';
import { type DataRouter, RouterProvider } from '@platform/shared/router';
import { ThemeProvider } from '../features/theme';
import { ToastProvider } from '../features/toasts';
import { HostProvider } from './host-context';
import type { Host } from './host-interface';

export interface AppProps {
  host: Host;
  router: DataRouter;
}

/** The host application: its services, i18n, theme and toasts around the router. */
export function App({ host, router }: AppProps) {
  return (
    <HostProvider value={host}>
      <I18nextProvider i18n={host.i18n}>
        <ThemeProvider>
          <ToastProvider store={host.toasts}>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </HostProvider>
  );
}
