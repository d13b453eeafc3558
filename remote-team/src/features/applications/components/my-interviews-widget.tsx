import { useQuery } from '@tanstack/react-query';
import { AppLink, Card, EmptyState, formatDate, PAGE_CLASSES, QueryView, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listMyInterviews, myInterviewsKey } from '../api/interview-calls';

/**
 * The dashboard widget: the recruiter's own upcoming interviews, soonest first, in their own time
 * zone (named), each linking to its vacancy's board. It lives in the host's page, so links go
 * through the host.
 */
export function MyInterviewsWidget() {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const session = useSession();
  const isRecruiter = session?.team != null;
  const query = useQuery({ queryKey: myInterviewsKey, queryFn: ({ signal }) => listMyInterviews(api, signal), enabled: isRecruiter });
  return (
    <Card flat title={t('widgets.my-interviews.title')}>
      {!isRecruiter ? null : (
        <QueryView query={query}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title={t('widgets.my-interviews.empty')} text={t('widgets.my-interviews.emptyText')} />
            ) : (
              <ul className={PAGE_CLASSES.list}>
                {items.map((interview) => (
                  <li key={interview.id} className={PAGE_CLASSES.row}>
                    <span>{formatDate(locale, interview.startsAtUtc, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })}</span>
                    <AppLink to={`/team/vacancy/${interview.vacancyId}/applications`} className={PAGE_CLASSES.link}>
                      {t('widgets.my-interviews.item', { candidate: interview.candidate, vacancy: interview.vacancy })}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      )}
    </Card>
  );
}
