import { useEffect } from 'react';
import { EmptyState, Page, PageHeader, QueryView, useAreaQuery, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listReleases, releasesKey } from '../api/release-calls';
import { AppCard } from './app-card';

/** Anyone who is not a platform operator gets the host's 403 screen, and the API is not asked. */
function Forbidden() {
  const { showErrorScreen } = useMountProps();
  useEffect(() => showErrorScreen(403), [showErrorScreen]);
  return null;
}

function Releases() {
  const { t } = useTranslation('ops', { keyPrefix: 'releases' });
  const query = useAreaQuery(releasesKey(), (api, signal) => listReleases(api, signal));
  return (
    <Page aria-labelledby="ops-releases-title">
      <PageHeader title={t('title')} titleId="ops-releases-title" />
      <p>{t('intro')}</p>
      <QueryView query={query}>
        {(overview) => {
          if (!overview.configured) return <EmptyState title={t('noStore')} />;
          if (overview.apps.length === 0) return <EmptyState title={t('empty')} />;
          return overview.apps.map((state) => <AppCard key={state.app} state={state} />);
        }}
      </QueryView>
    </Page>
  );
}

/**
 * `/ops/releases`, the platform operators' page: per app of the release store its current version,
 * running canary and previews, its loads and failure rates per version over time, its deployment
 * history, and promote, abort and rollback, each asking for a reason first.
 */
export function ReleasesPage() {
  const session = useSession();
  if (session?.user.operator !== true) return <Forbidden />;
  return <Releases />;
}
