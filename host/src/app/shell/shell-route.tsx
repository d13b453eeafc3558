import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { localizePath } from '@platform/contract';
import { VisuallyHidden } from '@platform/shared';
import { useLoaderData, useNavigate, useRevalidator } from '@platform/shared/router';
import { BRAND_NAME } from '../../config/constants';
import { signOut as signOutCall, useSession } from '../../features/auth';
import { AreaError } from '../../features/chunk-guard';
import { ErrorScreen, type ScreenError } from '../../features/errors';
import { useDocumentLocale } from '../../features/locale';
import { useHost } from '../host-context';
import { RecoveryLayout } from '../layouts/recovery-layout';
import { alternateUrl } from '../routes/match-route';
import { isHostRoute } from '../routes/route-table';
import type { LayoutComponent } from '../routes/route-vocabulary';
import { useBootFrameRemoval } from './boot-frame';
import { NavigationProgress } from './navigation-progress';
import { RemoteOutlet } from './remote-outlet';
import { type ShellState, ShellStateProvider } from './shell-context';
import type { ShellData } from './shell-view';
import { useAccountPreferences } from './use-account-preferences';
import { usePageTitleAnnouncement } from './use-page-title-announcement';
import { useScrollMemory } from './use-scroll-memory';

/** The one route of the host's router: the resolved page inside its layout. */
export function ShellRoute() {
  const { view, href } = useLoaderData<ShellData>();
  const host = useHost();
  const session = useSession(host.session);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const requested = useSyncExternalStore(host.screenErrors.subscribe, host.screenErrors.getSnapshot);
  const screenError: ScreenError | null = requested && requested.href === href ? requested.error : null;
  const { locale } = view;
  useDocumentLocale(locale);
  useBootFrameRemoval();

  // Every page is titled "what it is | brand" in the page's language (WCAG 2.4.2): a remote's page
  // by its declared title, host pages and error screens by their own effects, which run after
  // this layout effect. The new title is announced after each navigation in the page.
  const routeTitle = view.kind === 'page' && !isHostRoute(view.entry) ? view.entry.title : undefined;
  useLayoutEffect(() => {
    document.title = routeTitle ? `${routeTitle} | ${BRAND_NAME}` : BRAND_NAME;
  }, [href, routeTitle]);
  const announcement = usePageTitleAnnouncement(href);
  useScrollMemory();
  useEffect(() => {
    if (requested && requested.href !== href) host.screenErrors.clear();
  }, [requested, href, host]);

  const { revalidate } = revalidator;
  const signOut = useCallback(async () => {
    try {
      await signOutCall(host.api);
    } finally {
      host.session.set(null);
      // The page's guards run again: a private page sends the visitor to sign in.
      await revalidate();
    }
  }, [host, revalidate]);

  const alternates = useMemo(() => {
    const url = new URL(href, window.location.origin);
    return { en: alternateUrl(url, 'en'), ru: alternateUrl(url, 'ru') };
  }, [href]);
  const state: ShellState = useMemo(() => ({ locale, href, session, signOut, alternates }), [locale, href, session, signOut, alternates]);
  useAccountPreferences(session, locale, alternates);

  const backToSearch = () => void navigate(localizePath('/', locale));
  const errorScreen = (error: ScreenError) => <ErrorScreen error={error} onBackToSearch={backToSearch} />;

  let Layout: LayoutComponent = RecoveryLayout;
  let content;
  switch (view.kind) {
    case 'error':
      Layout = view.Layout;
      content = errorScreen(view.error);
      break;
    case 'crash':
      content = errorScreen({ status: 500, message: view.error.message });
      break;
    case 'chunk-error':
      content = <AreaError error={view.error} onRetry={() => void revalidate()} />;
      break;
    case 'page': {
      Layout = view.Layout;
      const { entry, params, Page } = view;
      if (isHostRoute(entry) && Page) {
        content = screenError ? errorScreen(screenError) : <Page entry={entry} params={params} url={new URL(href, window.location.origin)} />;
      } else if (!isHostRoute(entry)) {
        content = (
          <>
            {/* Hidden, not unmounted, behind a requested error screen: the parcel keeps its state. */}
            <div hidden={screenError !== null}>
              <RemoteOutlet key={`${entry.owner}:${locale}`} remote={entry.owner} locale={locale} session={session} />
            </div>
            {screenError && errorScreen(screenError)}
          </>
        );
      }
      break;
    }
  }

  return (
    <ShellStateProvider value={state}>
      <NavigationProgress />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Layout>{content}</Layout>
    </ShellStateProvider>
  );
}
