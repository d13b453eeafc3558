import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { Mailing, MailingRecipientStatus } from '@platform/contract';
import { Button, PAGE_CLASSES, Pagination, Select, Tag, useAreaQuery } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { getMailing, listMailingRecipients } from '../api/mailing-calls';
import styles from './mailings.module.css';

/** How often a mailing being sent is asked for its progress. */
const PROGRESS_POLL_MS = 1000;
const PAGE_SIZE = 50;
const STATUSES: readonly MailingRecipientStatus[] = ['queued', 'sending', 'sent', 'failed', 'skipped'];

function RecipientsTable({ vacancyId, mailing }: { vacancyId: number; mailing: Mailing }) {
  const { t } = useTranslation('team');
  const [status, setStatus] = useState<MailingRecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  // The progress is part of the key: the table follows the counts while the mailing is sent.
  const query = useAreaQuery(
    ['team', 'mailing-recipients', vacancyId, mailing.id, status, page, mailing.progress],
    (api, signal) =>
      listMailingRecipients(api, vacancyId, mailing.id, { ...(status === '' ? {} : { status }), offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, signal),
    { placeholderData: keepPreviousData },
  );
  const reason = (item: { status: MailingRecipientStatus; reason: string | null }) => {
    if (item.reason === null) return '';
    return item.status === 'skipped' ? t(`mailings.reasons.${item.reason}`, { defaultValue: item.reason }) : item.reason;
  };
  return (
    <div className={PAGE_CLASSES.form}>
      <label className={PAGE_CLASSES.row}>
        {t('mailings.filterStatus')}
        <Select
          value={status}
          onChange={(event) => {
            const value = STATUSES.find((item) => item === event.target.value);
            setStatus(value ?? '');
            setPage(1);
          }}
          options={[{ value: '', label: t('mailings.allStatuses') }, ...STATUSES.map((item) => ({ value: item, label: t(`mailings.status.${item}`) }))]}
        />
      </label>
      {query.error !== null && <p role="alert">{t('mailings.recipientsFailed')}</p>}
      {query.data !== undefined && (
        <>
          <table className={PAGE_CLASSES.table}>
            <caption className={PAGE_CLASSES.muted}>{t('mailings.recipientsCaption', { count: query.data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mailings.candidate')}</th>
                <th scope="col">{t('mailings.statusColumn')}</th>
                <th scope="col">{t('mailings.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((item) => (
                <tr key={`${item.type}:${item.id}`}>
                  <td>{item.name}</td>
                  <td>{t(`mailings.status.${item.status}`)}</td>
                  <td>{item.status === 'queued' && item.reason !== null ? t('mailings.retrying', { reason: item.reason }) : reason(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.data.total > PAGE_SIZE && <Pagination page={page} pageCount={Math.ceil(query.data.total / PAGE_SIZE)} onChange={setPage} />}
        </>
      )}
    </div>
  );
}

/**
 * A mailing's delivery: a progress bar and counts per status, refreshed every second while
 * messages are queued or being sent, and each recipient's status and reason on demand.
 */
export function MailingProgress({ vacancyId, initial }: { vacancyId: number; initial: Mailing }) {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  const live = useAreaQuery(['team', 'mailing', vacancyId, initial.id], (api, signal) => getMailing(api, vacancyId, initial.id, signal), {
    initialData: initial,
    // Asked again every second while messages are pending; never once the mailing is done.
    refetchInterval: (query) => (query.state.data?.state === 'sending' ? PROGRESS_POLL_MS : false),
  });
  const mailing = live.data ?? initial;
  const { progress } = mailing;
  const finished = progress.sent + progress.failed + progress.skipped;
  return (
    <div className={PAGE_CLASSES.form}>
      <progress className={styles.progress} max={Math.max(progress.total, 1)} value={finished} aria-label={t('mailings.progressLabel')} />
      <p className={PAGE_CLASSES.row} aria-live="polite">
        <Tag tone="success">{t('mailings.sentCount', { count: progress.sent })}</Tag>
        {progress.queued + progress.sending > 0 && <Tag tone="info">{t('mailings.pendingCount', { count: progress.queued + progress.sending })}</Tag>}
        {progress.failed > 0 && <Tag tone="error">{t('mailings.failedCount', { count: progress.failed })}</Tag>}
        {progress.skipped > 0 && <Tag tone="warning">{t('mailings.skippedCount', { count: progress.skipped })}</Tag>}
        {mailing.charged > 0 && <span className={PAGE_CLASSES.muted}>{t('mailings.charged', { count: mailing.charged })}</span>}
      </p>
      <div>
        <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('mailings.hideRecipients') : t('mailings.showRecipients')}
        </Button>
      </div>
      {progress.retrying > 0 && (
        <p role="status" className={PAGE_CLASSES.muted}>
          {t('mailings.retryingNotice', { count: progress.retrying })}
        </p>
      )}
      {open && <RecipientsTable vacancyId={vacancyId} mailing={mailing} />}
    </div>
  );
}
