import { useQuery } from '@tanstack/react-query';
import type { TeamVacancyListQuery } from '@platform/contract';
import { AppLink, Card, EmptyState, formatNumber, PAGE_CLASSES, QueryView, Tag, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listVacancies, vacanciesKey } from '../api/vacancy-calls';

/** How many open vacancies the dashboard shows. */
const WIDGET_VACANCIES = 5;

/**
 * The dashboard widget: the team's open vacancies with their application counts and how many
 * applications are new since the viewer last opened each one. It lives in the host's page (no
 * router of its own), so links go through the host.
 */
export function OpenVacanciesWidget() {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const session = useSession();
  const isRecruiter = session?.team != null;
  // A widget never takes over the page with an error screen: its failures stay inside it.
  const filter: TeamVacancyListQuery = { status: 'open', page: 1, perPage: WIDGET_VACANCIES };
  const query = useQuery({ queryKey: vacanciesKey(filter), queryFn: ({ signal }) => listVacancies(api, filter, signal), enabled: isRecruiter });
  return (
    // Flat: the host's dashboard card is the widget's surface (no card within a card).
    <Card flat title={t('widgets.open-vacancies.title')}>
      {!isRecruiter ? (
        <p className={PAGE_CLASSES.muted}>{t('widgets.open-vacancies.recruitersOnly')}</p>
      ) : (
        <QueryView query={query} lines={2}>
          {({ items, total }) =>
            items.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={t('widgets.open-vacancies.empty')}
                action={<AppLink to="/team/vacancy">{t('widgets.open-vacancies.create')}</AppLink>}
              />
            ) : (
              <>
                <ul className={PAGE_CLASSES.list}>
                  {items.map((vacancy) => (
                    <li key={vacancy.id} className={PAGE_CLASSES.row}>
                      <AppLink to={`/team/vacancy/${vacancy.id}`} className={PAGE_CLASSES.link}>
                        {vacancy.title}
                      </AppLink>
                      <span className={PAGE_CLASSES.muted}>
                        {t('vacancy.applications', { count: vacancy.applications, value: formatNumber(locale, vacancy.applications) })}
                      </span>
                      {vacancy.newApplications > 0 && (
                        <AppLink to={`/team/vacancy/${vacancy.id}/applications`} className={PAGE_CLASSES.link}>
                          <Tag tone="info">{t('vacancy.newApplications', { count: vacancy.newApplications })}</Tag>
                        </AppLink>
                      )}
                      {vacancy.unreadMessages > 0 && (
                        <AppLink to={`/team/vacancy/${vacancy.id}/applications`} className={PAGE_CLASSES.link}>
                          <Tag tone="info">{t('board.unread', { count: vacancy.unreadMessages })}</Tag>
                        </AppLink>
                      )}
                    </li>
                  ))}
                </ul>
                <AppLink to="/team/vacancy" className={PAGE_CLASSES.link}>
                  {t('widgets.open-vacancies.all', { count: total })}
                </AppLink>
              </>
            )
          }
        </QueryView>
      )}
    </Card>
  );
}
