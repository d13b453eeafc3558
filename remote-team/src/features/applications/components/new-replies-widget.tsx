import { useQuery } from '@tanstack/react-query';
import { AppLink, Card, EmptyState, formatDate, PAGE_CLASSES, QueryView, Tag, useMountProps, useSession } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { listUnreadThreads, unreadThreadsKey } from '../api/thread-calls';

/**
 * The dashboard widget: the applications whose candidates wrote (on the site or by e-mail) since
 * the recruiter last read their conversation, each linking to its vacancy's board. It lives in
 * the host's page (no router of its own), so links go through the host.
 */
export function NewRepliesWidget() {
  const { t } = useTranslation('team');
  const { api, locale } = useMountProps();
  const session = useSession();
  const isRecruiter = session?.team != null;
  const query = useQuery({ queryKey: unreadThreadsKey, queryFn: ({ signal }) => listUnreadThreads(api, signal), enabled: isRecruiter });
  return (
    // Flat: the host's dashboard card is the widget's surface (no card within a card).
    <Card flat title={t('widgets.new-replies.title')}>
      {!isRecruiter ? null : (
        <QueryView query={query}>
          {({ items }) =>
            items.length === 0 ? (
              <EmptyState title={t('widgets.new-replies.empty')} text={t('widgets.new-replies.emptyText')} />
            ) : (
              <ul className={PAGE_CLASSES.list}>
                {items.map((thread) => (
                  <li key={thread.applicationId} className={PAGE_CLASSES.row}>
                    <AppLink to={`/team/vacancy/${thread.vacancyId}/applications`} className={PAGE_CLASSES.link}>
                      {t('widgets.new-replies.item', { candidate: thread.candidate, vacancy: thread.vacancy })}
                    </AppLink>
                    <Tag tone="info">{t('board.unread', { count: thread.unread })}</Tag>
                    <span className={PAGE_CLASSES.muted}>{formatDate(locale, thread.lastAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
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
