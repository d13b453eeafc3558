import { useCallback } from 'react';
import type { Locale, RemoteName, Session } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import { AreaError } from '../../features/chunk-guard';
import { RemoteArea } from '../../features/remotes';
import { useHost } from '../host-context';
import { useMountProps } from './use-mount-props';

export interface RemoteOutletProps {
  remote: RemoteName;
  locale: Locale;
  session: Session | null;
}

/**
 * A remote's whole area. Its key in the shell stays the same while the user moves inside one
 * remote, so the parcel (and its own router) stays mounted between those pages.
 */
export function RemoteOutlet({ remote, locale, session }: RemoteOutletProps) {
  const host = useHost();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  const mountProps = useMountProps(locale, session, remote);
  const onLoadError = useCallback(
    (error: Error) => {
      const path = new URL(host.currentHref(), window.location.origin).pathname;
      // A deploy may have replaced the remote's files: one full load picks the new manifest up.
      if (host.reloadGuard.tryReload(path)) host.page.reload();
      else host.reportError(error, `remote ${remote} failed to load twice within 10 s`);
    },
    [host, remote],
  );
  return (
    <RemoteArea
      remote={remote}
      module="./app"
      mountProps={mountProps}
      onLoadError={onLoadError}
      renderError={(error, retry) => <AreaError error={error} onRetry={retry} />}
      loadingLabel={t('loadingArea')}
      minHeight="60vh"
    />
  );
}
