import { useQuery } from '@tanstack/react-query';
import { AppLink, Card, EmptyState, formatDate, PAGE_CLASSES, QueryView, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listRuns } from '../api/list-runs';
import { approximate } from './approximate';

/** Runs the dashboard widget shows. */
const WIDGET_RUNS = 5;

/** The dashboard widget: the latest scouting runs that found new CVs. Links go through the host. */
export function ScoutResultsWidget() {
  const { t } = useTranslation('user');
  const { api, locale } = useMountProps();
  const session = useSession();
  // Failures stay inside the widget: it never takes over the dashboard with an error screen.
  const query = useQuery({
    queryKey: ['user', 'scout-runs', { onlyNew: true, limit: WIDGET_RUNS }],
    queryFn: ({ signal }) => listRuns(api, { onlyNew: true, limit: WIDGET_RUNS }, signal),
    enabled: session !== null,
  });
  return (
    // Flat: the host's dashboard card is the widget's surface (no card within a card).
    <Card flat title={t('widgets.scout-results.title')}>
      {session === null ? null : (
        <QueryView query={query} lines={2}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState headingLevel={3} title={t('widgets.scout-results.empty')} action={<AppLink to="/user/scout">{t('widgets.scout-results.toScouts')}</AppLink>} />
            ) : (
              <>
                <ul className={PAGE_CLASSES.list}>
                  {items.map((run) => (
                    <li key={run.id} className={PAGE_CLASSES.row}>
                      <AppLink to={`/user/scout/result/${run.id}`} className={PAGE_CLASSES.link}>
                        {t('widgets.scout-results.item', { name: run.scoutName, count: run.newCount, shown: approximate(run.newCount, run.newCountIsEstimate) })}
                      </AppLink>
                      <span className={PAGE_CLASSES.muted}>{formatDate(locale, run.createdAt)}</span>
                    </li>
                  ))}
                </ul>
                <AppLink to="/user/scout/result" className={PAGE_CLASSES.link}>
                  {t('widgets.scout-results.all')}
                </AppLink>
              </>
            )
          }
        </QueryView>
      )}
    </Card>
  );
}
