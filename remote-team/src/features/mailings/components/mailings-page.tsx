import {
  Card,
  EmptyState,
  formatDate,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Tag,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listMailings, type Mailing } from '../api/mailing-calls';
import { MailingForm } from './mailing-form';

function MailingItem({ mailing }: { mailing: Mailing }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const source =
    mailing.source === 'favourites'
      ? t('mailings.sourceList', { name: mailing.sourceDetail.list === 'default' ? t('mailings.defaultList') : (mailing.sourceDetail.list ?? '') })
      : t('mailings.sourceSearch', { text: mailing.sourceDetail.criteria?.text ?? '—' });
  return (
    <Card as="article" headingLevel={3} title={mailing.subject}>
      <p className={PAGE_CLASSES.row}>
        <Tag tone="success">{t('mailings.sentCount', { count: mailing.sent })}</Tag>
        {mailing.skipped > 0 && <Tag tone="warning">{t('mailings.skippedCount', { count: mailing.skipped })}</Tag>}
        <span>{source}</span>
        <span className={PAGE_CLASSES.muted}>
          {formatDate(locale, mailing.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {mailing.author && ` · ${mailing.author.name}`}
        </span>
      </p>
      <p className={PAGE_CLASSES.prose}>{mailing.body}</p>
    </Card>
  );
}

/** `/team/vacancy/:id/Mailings`: a vacancy's mailings and the form to send one (its team only; others get 403). */
export function MailingsPage({ id }: { id: number }) {
  const { t } = useTranslation('team');
  const query = useAreaQuery(['team', 'mailings', id], (api, signal) => listMailings(api, id, signal));
  return (
    <Page aria-labelledby="mailings-title">
      <QueryView query={query}>
        {({ vacancy, items }) => (
          <>
            <PageHeader
              title={t('mailings.title', { title: vacancy.title })}
              titleId="mailings-title"
              actions={
                <Link className={PAGE_CLASSES.link} to={`/team/vacancy/${vacancy.id}`}>
                  {t('mailings.back')}
                </Link>
              }
            />
            <MailingForm vacancyId={id} onSent={() => void query.refetch()} />
            <h2>{t('mailings.history')}</h2>
            {items.length === 0 ? (
              <EmptyState headingLevel={3} title={t('mailings.emptyTitle')} text={t('mailings.emptyText')} />
            ) : (
              <ul className={PAGE_CLASSES.list}>
                {items.map((mailing) => (
                  <li key={mailing.id}>
                    <MailingItem mailing={mailing} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
