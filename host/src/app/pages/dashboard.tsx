import { type Locale, localizePath, type RemoteName, type Session } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { HOST_NAMESPACE } from '../../config/constants';
import { AreaError } from '../../features/chunk-guard';
import { DashboardPage } from '../../features/dashboard';
import { RemoteArea, type RemoteModule } from '../../features/remotes';
import { useHost } from '../host-context';
import { useMountProps } from '../shell/use-mount-props';

interface WidgetSource {
  id: string;
  remote: RemoteName;
  module: RemoteModule;
}

/** Dashboard widgets the remotes expose (PRODUCT §3), by account kind. */
export const DASHBOARD_WIDGETS: Record<Session['user']['kind'], WidgetSource[]> = {
  recruiter: [
    { id: 'recent-searches', remote: 'search', module: './widgets/recent-searches' },
    { id: 'scout-results', remote: 'user', module: './widgets/scout-results' },
    { id: 'open-vacancies', remote: 'team', module: './widgets/open-vacancies' },
  ],
  candidate: [{ id: 'recent-searches', remote: 'search', module: './widgets/recent-searches' }],
};

export interface DashboardProps {
  locale: Locale;
  session: Session;
}

/** The dashboard with its widgets mounted: each loads and fails on its own. */
export function Dashboard({ locale, session }: DashboardProps) {
  const host = useHost();
  const { t } = useTranslation(HOST_NAMESPACE);
  const mountProps = useMountProps(locale, session);
  const widgets = DASHBOARD_WIDGETS[session.user.kind].map((widget) => ({
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
  return (
    <DashboardPage
      userName={session.user.name}
      widgets={widgets}
      onWidgetError={(id, error) => host.reportError(error, `dashboard widget ${id}`)}
      links={
        session.user.kind === 'candidate' ? (
          <>
            <Link to={localizePath('/user/account', locale)}>{t('header.nav.myCv')}</Link>
            <Link to={localizePath('/education', locale)}>{t('header.nav.education')}</Link>
          </>
        ) : undefined
      }
    />
  );
}
