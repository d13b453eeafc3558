import type { EducationItem } from '@platform/contract';
import { Card, Tag } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { itemPath } from '../education-paths';
import styles from './education.module.css';
import { ProgressMeter } from './progress-meter';
import { StatusTag } from './status-tag';

/** One course or article in the catalogue: title (a link), summary, topic, length and progress. */
export function ItemCard({ item }: { item: EducationItem }) {
  const { t } = useTranslation('user');
  return (
    <Card
      as="article"
      headingLevel={2}
      title={
        <Link className={styles.titleLink} to={itemPath(item.id)}>
          {item.title}
        </Link>
      }
      actions={<StatusTag status={item.status} />}
    >
      <p>{item.summary}</p>
      <p className={styles.row}>
        <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
        <Tag>{t(`education.topic.${item.topic}`)}</Tag>
        <span>{t('education.minutes', { count: item.minutes })}</span>
      </p>
      {item.kind === 'course' && (
        <ProgressMeter progress={item.progress} label={t('education.lessonsDone', { done: item.progress.done, total: item.progress.total })} />
      )}
    </Card>
  );
}
