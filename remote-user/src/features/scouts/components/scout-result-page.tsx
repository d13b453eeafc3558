import { useState } from 'react';
import type { ScoutMatch } from '@platform/contract';
import {
  AppLink,
  Button,
  Card,
  EmptyState,
  formatDate,
  Page,
  PAGE_CLASSES,
  PageHeader,
  Pagination,
  QueryView,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { addFavourite, getRun, RESULT_PAGE_SIZE } from '../api/scout-calls';
import { approximate } from './approximate';

function MatchCard({ match }: { match: ScoutMatch }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText('user');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await addFavourite(api, { type: match.type, id: match.id });
      setSaved(true);
      toast.show({ type: 'success', message: t('results.savedToFavourites', { name: match.name }) });
    } catch (error) {
      toast.show({ type: 'error', message: errorText.message(error) });
    } finally {
      setBusy(false);
    }
  };
  if (match.name === null) {
    return (
      <Card as="article" headingLevel={2} title={t('results.goneTitle')}>
        <p className={PAGE_CLASSES.muted}>{t('results.goneText')}</p>
      </Card>
    );
  }
  return (
    <Card
      as="article"
      headingLevel={2}
      title={
        <span className={PAGE_CLASSES.row}>
          <AppLink to={`/cv/${match.type}/${match.id}`} className={PAGE_CLASSES.link}>
            {match.name || t('results.noName')}
          </AppLink>
          {match.isNew && <Tag tone="success">{t('results.newMark')}</Tag>}
        </span>
      }
      actions={
        <Button size="small" variant={saved ? 'success' : 'default'} disabled={saved} loading={busy} onClick={() => void save()}>
          {saved ? t('results.inFavourites') : t('results.addToFavourites')}
        </Button>
      }
    >
      <p className={PAGE_CLASSES.row}>
        <span>{match.title}</span>
        {match.city && <Tag>{match.city}</Tag>}
      </p>
    </Card>
  );
}

/**
 * `/user/scout/result/:id`: one run of a scout, its whole match set page by page, the CVs new
 * since the scout's earlier runs first and marked "new".
 */
export function ScoutResultPage({ id }: { id: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const [page, setPage] = useState(1);
  const query = useAreaQuery(['user', 'scout-run', id, page], (api, signal) => getRun(api, id, page, signal));
  return (
    <Page aria-labelledby="result-title">
      <QueryView query={query}>
        {(run) => (
          <>
            <PageHeader
              title={run.scoutName}
              titleId="result-title"
              actions={
                <Link className={PAGE_CLASSES.link} to="/user/scout/result">
                  {t('results.all')}
                </Link>
              }
            />
            <p className={PAGE_CLASSES.muted}>
              {t(run.trigger === 'scheduled' ? 'results.summaryScheduled' : 'results.summary', {
                date: formatDate(locale, run.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                total: approximate(run.total, run.totalIsEstimate),
                count: run.newCount,
                shown: approximate(run.newCount, run.newCountIsEstimate),
              })}
            </p>
            {run.newCount === 0 && run.total > 0 && <p className={PAGE_CLASSES.muted}>{t('results.noNewText')}</p>}
            {run.items.length === 0 ? (
              <EmptyState title={t('results.noMatchesTitle')} text={t('results.noMatchesText')} />
            ) : (
              <>
                <ul className={PAGE_CLASSES.list}>
                  {run.items.map((match) => (
                    <li key={`${match.type}-${match.id}`}>
                      <MatchCard match={match} />
                    </li>
                  ))}
                </ul>
                <Pagination page={run.page} pageCount={Math.max(1, Math.ceil(run.total / RESULT_PAGE_SIZE))} onChange={setPage} />
              </>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
