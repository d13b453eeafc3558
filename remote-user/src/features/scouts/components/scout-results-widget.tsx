import { Card, EmptyState, formatDate, useApiQuery, useMountProps } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import styles from '../../../lib/area.module.css';
import { HostLink } from '../../../lib/host-link';
import { QueryView } from '../../../lib/query-view';
import { listRuns } from '../api/scout-calls';

/** Runs the dashboard widget shows. */
export const WIDGET_RUNS = 5;

/** The dashboard widget: the latest scouting runs that found new CVs. Links go through the host. */
export function ScoutResultsWidget() {
  const { t } = useTranslation('user');
  const { api, locale, session } = useMountProps();
  // Failures stay inside the widget: it never takes over the dashboard with an error screen.
  const query = useApiQuery(['scout-results-widget'], (signal) => listRuns(api, { onlyNew: true, limit: WIDGET_RUNS }, signal), {
    enabled: session !== null,
  });
  return (
    <Card title={t('widgets.scout-results.title')}>
      {session === null ? null : (
        <QueryView query={query} lines={2}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState headingLevel={3} title={t('widgets.scout-results.empty')} action={<HostLink to="/user/scout">{t('widgets.scout-results.toScouts')}</HostLink>} />
            ) : (
              <>
                <ul className={styles.list}>
                  {items.map((run) => (
                    <li key={run.id} className={styles.row}>
                      <HostLink to={`/user/scout/result/${run.id}`} className={styles.link}>
                        {t('widgets.scout-results.item', { name: run.scoutName, count: run.newCount })}
                      </HostLink>
                      <span className={styles.muted}>{formatDate(locale, run.createdAt)}</span>
                    </li>
                  ))}
                </ul>
                <HostLink to="/user/scout/result" className={styles.link}>
                  {t('widgets.scout-results.all')}
                </HostLink>
              </>
            )
          }
        </QueryView>
      )}
    </Card>
  );
}
