import { AppLink, Card, EmptyState, formatDate, Page, PAGE_CLASSES, PageHeader, QueryView, Tag, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listMyApplications } from '../api/application-calls';
import { ApplicationInterviews } from './application-interviews';
import { ApplicationThread } from './application-thread';

/** A stage's tag tone: the ends stand out (hired green, rejected red), the rest read as in progress. */
function tone(stage: string): 'success' | 'error' | 'info' {
  if (stage === 'hired' || stage === 'offer') return 'success';
  if (stage === 'rejected') return 'error';
  return 'info';
}

/**
 * `/user/applications`: the vacancies a candidate applied to, with the stage of each and when it
 * got there, and the conversation with each team.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['user', 'applications'], (api, signal) => listMyApplications(api, signal));
  const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Page aria-labelledby="applications-title">
      <PageHeader title={t('applications.title')} titleId="applications-title" />
      <QueryView query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t('applications.emptyTitle')}
              text={t('applications.emptyText')}
              action={
                <AppLink className={PAGE_CLASSES.link} to="/vacancies">
                  {t('applications.findJobs')}
                </AppLink>
              }
            />
          ) : (
            <ul className={PAGE_CLASSES.list}>
              {items.map((application) => (
                <li key={application.id}>
                  <Card
                    as="article"
                    headingLevel={2}
                    title={
                      <AppLink className={PAGE_CLASSES.link} to={`/team/vacancy/${application.vacancy.id}`}>
                        {application.vacancy.title}
                      </AppLink>
                    }
                    actions={<Tag tone={tone(application.stage)}>{t(`applications.stage.${application.stage}`)}</Tag>}
                  >
                    <p className={PAGE_CLASSES.row}>
                      <span>{application.vacancy.teamName}</span>
                      {application.vacancy.status === 'closed' && <Tag>{t('applications.vacancyClosed')}</Tag>}
                    </p>
                    <ol aria-label={t('applications.history')}>
                      {application.history.map((event) => (
                        <li key={`${event.at}-${event.to}`}>
                          {t('applications.reached', { stage: t(`applications.stage.${event.to}`), when: when(event.at) })}
                        </li>
                      ))}
                    </ol>
                    <ApplicationInterviews applicationId={application.id} />
                    <ApplicationThread applicationId={application.id} />
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}
