import { type Locale, localizePath, type Session } from '@platform/contract';
import { mustVerifyEmail, VerifyEmailNotice } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { HOST_NAMESPACE } from '../../config/constants';
import { AreaError } from '../../features/chunk-guard';
import { DashboardPage } from '../../features/dashboard';
import { RemoteArea } from '../../features/remotes';
import { useHost } from '../host-context';
import { navigationFor, widgetsFor } from '../routes/remote-routes';
import { useMountProps } from '../shell/use-mount-props';

export interface DashboardProps {
  locale: Locale;
  session: Session;
}

/**
 * The dashboard with the widgets the remotes declare for this kind of account, each mounted
 * inside the host's card (it loads and fails on its own), and the declared quick links under them.
 */
export function Dashboard({ locale, session }: DashboardProps) {
  const host = useHost();
  const { t } = useTranslation(HOST_NAMESPACE);
  const mountProps = useMountProps(locale, session);
  const widgets = widgetsFor(session.user.kind).map((widget) => ({
    id: widget.id,
    content: (
      <RemoteArea
        remote={widget.remote}
        module={widget.module}
        mountProps={mountProps}
        renderError={(error, retry) => <AreaError error={error} onRetry={retry} />}
        loadingLabel={t('shell.loadingArea')}
        minHeight="8rem"
      />
    ),
  }));
  const quickLinks = navigationFor(session.user.kind).filter((entry) => entry.quickLink);
  return (
    <DashboardPage
      userName={session.user.name}
      widgets={widgets}
      notice={
        mustVerifyEmail(session) ? (
          <VerifyEmailNotice email={session.user.email} renderAccountLink={(label) => <Link to={localizePath('/user/account', locale)}>{label}</Link>} />
        ) : undefined
      }
      onWidgetError={(id, error) => host.reportError(error, `dashboard widget ${id}`)}
      links={
        quickLinks.length > 0 ? (
          <>
            {quickLinks.map((entry) => (
              <Link key={`${entry.remote}:${entry.id}`} to={localizePath(entry.path, locale)}>
                {entry.label[locale]}
              </Link>
            ))}
          </>
        ) : undefined
      }
    />
  );
}
