import type { Mailing } from '@platform/contract';
import { APPLICATION_STAGES } from '@platform/contract';
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
  VerifyEmailReminder,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { listMailings } from '../api/mailing-calls';
import { MailingForm } from './mailing-form';
import { MailingProgress } from './mailing-progress';

/** Where a mailing's recipients came from, in words. */
function MailingSource({ mailing }: { mailing: Mailing }) {
  const { t } = useTranslation('team');
  const detail = mailing.sourceDetail;
  if (mailing.source === 'favourites') {
    const list = typeof detail.list === 'string' ? detail.list : '';
    return <span>{t('mailings.sourceList', { name: list === 'default' ? t('mailings.defaultList') : list })}</span>;
  }
  if (mailing.source === 'applicants') {
    const stage = APPLICATION_STAGES.find((item) => item === detail.stage);
    return <span>{t('mailings.sourceApplicants', { stage: stage === undefined ? '—' : t(`stage.${stage}`) })}</span>;
  }
  if (mailing.source === 'selection') {
    return <span>{t('mailings.sourceSelection', { count: typeof detail.count === 'number' ? detail.count : mailing.progress.total })}</span>;
  }
  const criteria = detail.criteria;
  const text = typeof criteria === 'object' && criteria !== null && 'text' in criteria && typeof criteria.text === 'string' ? criteria.text : '—';
  return <span>{t('mailings.sourceSearch', { text })}</span>;
}

function MailingItem({ mailing, vacancyId }: { mailing: Mailing; vacancyId: number }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  return (
    <Card as="article" headingLevel={3} title={mailing.subject}>
      <p className={PAGE_CLASSES.row}>
        <Tag tone={mailing.state === 'sending' ? 'info' : 'neutral'}>{t(`mailings.state.${mailing.state}`)}</Tag>
        <MailingSource mailing={mailing} />
        <span className={PAGE_CLASSES.muted}>
          {formatDate(locale, mailing.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {mailing.author && ` · ${mailing.author.name}`}
        </span>
      </p>
      <p className={PAGE_CLASSES.prose}>{mailing.body}</p>
      <MailingProgress vacancyId={vacancyId} initial={mailing} />
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
        {({ vacancy, items, dailyLimit }) => (
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
            <VerifyEmailReminder />
            <p className={PAGE_CLASSES.muted}>{t('mailings.dailyLimit', { used: dailyLimit.used, limit: dailyLimit.limit })}</p>
            <MailingForm vacancyId={id} onSent={() => void query.refetch()} />
            <h2>{t('mailings.history')}</h2>
            {items.length === 0 ? (
              <EmptyState headingLevel={3} title={t('mailings.emptyTitle')} text={t('mailings.emptyText')} />
            ) : (
              <ul className={PAGE_CLASSES.list}>
                {items.map((mailing) => (
                  <li key={mailing.id}>
                    <MailingItem mailing={mailing} vacancyId={id} />
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
