import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemotesManifest } from '@platform/contract';
import { createBrowserRouter } from '@platform/shared/router';
import { App } from './app/app';
import { createHost } from './app/host';
import { activatePromo } from './app/promo';
import { createShellRoutes } from './app/router';
import { installRemoteRoutes } from './app/routes/remote-routes';
import { prefetchOnIntent, warmUpRoute } from './app/routes/warm-up';
import { readHostEnv } from './config/env';
import { getPublishedManifest, getStartupManifest, initRemotes, overridesRequested, rememberRolloutUser } from './features/remotes';
import { createVersionPoller, remoteVersionsOf } from './features/version-poller';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('host: index.html has no #root element');

  const env = readHostEnv();
  const host = createHost({ env });
  // Start asking who is signed in while the manifest loads.
  void host.session.ready();
  // An operator's overrides (a link, the panel, or kept by the tab) need their own chunk and the
  // release list; a normal page load reads neither.
  const adjust = overridesRequested(window.location.search)
    ? (manifest: RemotesManifest) => import('./app/overrides/start-overrides').then((module) => module.startOverrides(host, manifest))
    : undefined;
  await initRemotes({ reportError: host.reportError, adjust });
  // Canary buckets follow a signed-in user from their next page load on, on every device.
  void host.session.ready().then((session) => session && rememberRolloutUser(session.user.id));
  // The route table, the header and the dashboard come from the remotes' declarations.
  installRemoteRoutes(getStartupManifest(), host.reportError);
  warmUpRoute(new URL(window.location.href));
  prefetchOnIntent();

  const poller = createVersionPoller({
    buildId: env.buildId,
    // As published (rollouts included), so a changed share or a promoted canary moves the tab along.
    startupRemoteVersions: remoteVersionsOf(getPublishedManifest()),
  });
  poller.start();

  const router = createBrowserRouter(createShellRoutes({ host, isUpdateAvailable: poller.isUpdateAvailable }));
  host.bindRouter(router);
  createRoot(container).render(
    <StrictMode>
      <App host={host} router={router} />
    </StrictMode>,
  );
  void activatePromo(host, window.location.search);
}

void start();
