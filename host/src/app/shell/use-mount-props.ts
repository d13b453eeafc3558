import { useMemo } from 'react';
import { type Locale, localizePath, type RemoteName, type Session } from '@platform/contract';
import { useNavigate } from '@platform/shared/router';
import type { HostMountProps } from '../../features/remotes';
import { useTheme } from '../../features/theme';
import { useHost } from '../host-context';
import { matchRoute } from '../routes/match-route';

/** Whether an address is a page of this remote in this locale. */
export function isAreaPage(href: string, area: RemoteName, locale: Locale): boolean {
  const result = matchRoute(new URL(href, 'http://host.invalid').pathname);
  return result.kind === 'matched' && result.match.entry.owner === area && result.match.entry.locale === locale;
}

/**
 * The props every remote parcel (page or widget) is mounted with; stable while nothing in them changes.
 * @param area the remote whose pages the parcel renders; its error screens then apply to those pages only.
 */
export function useMountProps(locale: Locale, session: Session | null, area?: RemoteName): HostMountProps {
  const host = useHost();
  const { theme } = useTheme();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      basePath: locale === 'ru' ? '/ru' : '/',
      locale,
      theme,
      i18n: host.i18n,
      navigate: (path, options) => void navigate(localizePath(path, locale), { replace: options?.replace }),
      toast: { show: host.toasts.show, close: host.toasts.close },
      api: host.api,
      session: { current: session, refresh: host.refreshSession },
      queryClient: host.queryClient,
      reportError: host.reportError,
      showErrorScreen: (status, message) => {
        const href = host.currentHref();
        // A parcel being replaced (another area, or the other locale) still follows the address
        // until it unmounts: its router's "not mine" 404 must not land on the next page.
        if (area && !isAreaPage(href, area, locale)) return;
        host.screenErrors.show({ status, message }, href);
      },
    }),
    [locale, theme, session, host, navigate, area],
  );
}
