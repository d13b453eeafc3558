import { type ReactNode, useId } from 'react';
import type { RetentionPreview as Preview } from '@platform/contract';
import { AppLink, Button, Card, EmptyState, formatDate, formatNumber, PAGE_CLASSES, QueryView, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { useRetentionPreview } from '../api/get-retention';
import styles from './privacy.module.css';

type Item = Preview['hide']['items'][number];

/** One of the dry run's two lists: its total, the CVs it shows, and how many more there are. */
function PreviewList({ title, part, renderItem }: { title: string; part: Preview['hide']; renderItem: (item: Item) => ReactNode }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const titleId = useId();
  return (
    <section className={styles.previewPart} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subTitle}>
        {title}: {formatNumber(locale, part.total)}
      </h3>
      {part.total === 0 ? (
        <p className={PAGE_CLASSES.muted}>{t('privacy.preview.none')}</p>
      ) : (
        <>
          <ul className={styles.cvList}>
            {part.items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          {part.total > part.items.length && <p className={PAGE_CLASSES.muted}>{t('privacy.preview.more', { shown: formatNumber(locale, part.items.length), count: part.total })}</p>}
        </>
      )}
    </section>
  );
}

/**
 * The dry run of the team's rule: which CVs the next daily run would hide (past the rule without a
 * current consent or a legal hold: each links to its page) and which it would delete (hidden longer
 * than the grace period: their pages no longer open, so they are not links). Nothing changes.
 */
export function RetentionPreview({ graceDays }: { graceDays: number }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const query = useRetentionPreview();
  const date = (iso: string) => formatDate(locale, iso);

  return (
    <Card
      title={t('privacy.preview.title')}
      actions={
        <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('privacy.preview.refresh')}
        </Button>
      }
    >
      <p>{t('privacy.preview.intro')}</p>
      <QueryView query={query}>
        {(preview) =>
          preview.hide.total === 0 && preview.delete.total === 0 ? (
            <EmptyState title={t('privacy.preview.emptyTitle')} text={t('privacy.preview.emptyText', { count: preview.months })} headingLevel={3} />
          ) : (
            <div className={styles.preview}>
              <PreviewList
                title={t('privacy.preview.hide')}
                part={preview.hide}
                renderItem={(item) => (
                  <>
                    <AppLink to={`/cv/imported/${item.id}`} className={PAGE_CLASSES.link}>
                      {item.name}
                    </AppLink>{' '}
                    <span className={PAGE_CLASSES.muted}>{t('privacy.preview.lastActivity', { date: date(item.lastActivityAt) })}</span>
                  </>
                )}
              />
              <PreviewList
                title={t('privacy.preview.delete', { count: graceDays })}
                part={preview.delete}
                renderItem={(item) => (
                  <>
                    <span>{item.name}</span>{' '}
                    <span className={PAGE_CLASSES.muted}>{item.hiddenAt === null ? null : t('privacy.preview.hiddenSince', { date: date(item.hiddenAt) })}</span>
                  </>
                )}
              />
            </div>
          )
        }
      </QueryView>
    </Card>
  );
}
