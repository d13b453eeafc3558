import {
  AppLink,
  Button,
  Card,
  EmptyState,
  formatDate,
  Page,
  PAGE_CLASSES,
  PageHeader,
  QueryView,
  Tag,
  useApiErrorText,
  useAreaQuery,
  useMountProps,
} from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { addFavourite, getRun, type ScoutMatch } from '../api/scout-calls';

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
  return (
    <Card
      as="article"
      headingLevel={2}
      title={
        <AppLink to={`/cv/${match.type}/${match.id}`} className={PAGE_CLASSES.link}>
          {match.name || t('results.noName')}
        </AppLink>
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

/** `/user/scout/result/:id`: one run of a scout and the CVs it found for the first time. */
export function ScoutResultPage({ id }: { id: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery(['user', 'scout-run', id], (api, signal) => getRun(api, id, signal));
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
              {t('results.summary', {
                date: formatDate(locale, run.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                total: run.total,
                count: run.newCount,
              })}
            </p>
            {run.items.length === 0 ? (
              <EmptyState title={t('results.noNewTitle')} text={t('results.noNewText')} />
            ) : (
              <ul className={PAGE_CLASSES.list}>
                {run.items.map((match) => (
                  <li key={`${match.type}-${match.id}`}>
                    <MatchCard match={match} />
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
