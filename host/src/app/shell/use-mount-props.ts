import { type Locale, localizePath, type RemoteMountProps, type Session } from '@platform/shared';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from '../../features/theme';
import { useHost } from '../host-context';

/** The props every remote parcel (page or widget) is mounted with; stable while nothing in them changes. */
export function useMountProps(locale: Locale, session: Session | null): Omit<RemoteMountProps, 'contractVersion'> {
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
      session,
      reportError: host.reportError,
      showErrorScreen: (status, message) => host.screenErrors.show({ status, message }, host.currentHref()),
    }),
    [locale, theme, session, host, navigate],
  );
}
