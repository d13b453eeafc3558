import { Button, Card, EmptyState, formatDate, Tag, useMountProps } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import { HostLink } from '../../../lib/host-link';
import { QueryView } from '../../../lib/query-view';
import { useAreaQuery } from '../../../lib/use-area-query';
import { addFavourite, getRun, type ScoutMatch } from '../api/scout-calls';

function MatchCard({ match }: { match: ScoutMatch }) {
  const { t } = useTranslation('user');
  const { api, toast } = useMountProps();
  const errorText = useApiErrorText();
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
        <HostLink to={`/cv/${match.type}/${match.id}`} className={styles.link}>
          {match.name || t('results.noName')}
        </HostLink>
      }
      actions={
        <Button size="small" variant={saved ? 'success' : 'default'} disabled={saved} loading={busy} onClick={() => void save()}>
          {saved ? t('results.inFavourites') : t('results.addToFavourites')}
        </Button>
      }
    >
      <p className={styles.row}>
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
  const query = useAreaQuery(['scout-run', id], (api, signal) => getRun(api, id, signal));
  return (
    <section className={styles.page} aria-labelledby="result-title">
      <QueryView query={query}>
        {(run) => (
          <>
            <div className={styles.header}>
              <h1 id="result-title" className={styles.title}>
                {run.scoutName}
              </h1>
              <Link className={styles.link} to="/user/scout/result">
                {t('results.all')}
              </Link>
            </div>
            <p className={styles.muted}>
              {t('results.summary', {
                date: formatDate(locale, run.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                total: run.total,
                count: run.newCount,
              })}
            </p>
            {run.items.length === 0 ? (
              <EmptyState title={t('results.noNewTitle')} text={t('results.noNewText')} />
            ) : (
              <ul className={styles.list}>
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
    </section>
  );
}
