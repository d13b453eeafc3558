import type { EducationItemDetails } from '@platform/contract';
import { Page, PageHeader, QueryView, Tag, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { getEducationItem } from '../api/education-calls';
import { EDUCATION_KEY } from '../api/list-education';
import { lessonPath } from '../education-paths';
import { LazyMarkdown } from '../markdown/lazy-markdown';
import styles from './education.module.css';
import { MarkReadButton } from './mark-read-button';
import { ProgressMeter } from './progress-meter';
import { StatusTag } from './status-tag';

/** A course's lessons in order, each a link, the read ones marked. */
function LessonList({ item }: { item: EducationItemDetails }) {
  const { t } = useTranslation('user');
  return (
    <section aria-labelledby="lessons-title" className={styles.section}>
      <h2 id="lessons-title">{t('education.lessons')}</h2>
      <ProgressMeter progress={item.progress} label={t('education.lessonsDone', { done: item.progress.done, total: item.progress.total })} />
      <ol className={styles.lessons}>
        {item.lessons.map((lesson) => (
          <li key={lesson.position}>
            <Link className={styles.titleLink} to={lessonPath(item.id, lesson.position)}>
              {lesson.title}
            </Link>{' '}
            <span className={styles.muted}>{t('education.minutes', { count: lesson.minutes })}</span>
            {lesson.completed && (
              <span className={styles.done}>
                <Tag tone="success">{t('education.completed')}</Tag>
              </span>
            )}
          </li>
        ))}
      </ol>
      {item.nextLesson === null ? (
        <p className={styles.row}>
          <span>{t('education.courseDone')}</span>
          <Link className={styles.action} to={lessonPath(item.id, 1)}>
            {t('education.readAgain')}
          </Link>
        </p>
      ) : (
        <Link className={styles.action} to={lessonPath(item.id, item.nextLesson.position)}>
          {item.progress.done === 0 && item.nextLesson.position === 1 ? t('education.start') : t('education.resume', { position: item.nextLesson.position })}
        </Link>
      )}
    </section>
  );
}

/** `/education/:id`: an article to read and mark read, or a course's introduction and lessons. */
export function EducationItemPage({ id }: { id: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery([...EDUCATION_KEY, 'item', id, locale], (api, signal) => getEducationItem(api, id, locale, signal));
  return (
    <QueryView query={query} lines={8}>
      {(item) => (
        <Page as="article" aria-labelledby="item-title">
          <Link className={styles.titleLink} to="/education">
            {t('education.back')}
          </Link>
          <PageHeader title={item.title} titleId="item-title" actions={<StatusTag status={item.status} />} />
          <p className={styles.row}>
            <Tag tone="info">{t(`education.kind_${item.kind}`)}</Tag>
            <Tag>{t(`education.topic.${item.topic}`)}</Tag>
            <span>{t('education.minutes', { count: item.minutes })}</span>
          </p>
          <p>
            <strong>{item.summary}</strong>
          </p>
          <LazyMarkdown tableLabel={t('education.tableLabel')}>{item.body}</LazyMarkdown>
          {item.kind === 'course' ? <LessonList item={item} /> : <MarkReadButton target={{ id: item.id }} completed={item.status === 'completed'} />}
        </Page>
      )}
    </QueryView>
  );
}
