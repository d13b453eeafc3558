import type { EducationLesson } from '@platform/contract';
import { Page, PageHeader, QueryView, useAreaQuery, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { getEducationLesson } from '../api/education-calls';
import { EDUCATION_KEY } from '../api/list-education';
import { itemPath, lessonPath } from '../education-paths';
import { LazyMarkdown } from '../markdown/lazy-markdown';
import styles from './education.module.css';
import { MarkReadButton } from './mark-read-button';
import { ProgressMeter } from './progress-meter';

/** Previous and next lesson, as plain links (keyboard and screen readers find them as a navigation landmark). */
function LessonNavigation({ lesson }: { lesson: EducationLesson }) {
  const { t } = useTranslation('user');
  const courseId = lesson.course.id;
  return (
    <nav aria-label={t('education.lessonNavigation')} className={styles.lessonNav}>
      {lesson.previous === null ? (
        <Link to={itemPath(courseId)}>{t('education.toCourse', { title: lesson.course.title })}</Link>
      ) : (
        <Link to={lessonPath(courseId, lesson.previous.position)} rel="prev">
          {t('education.previous', { title: lesson.previous.title })}
        </Link>
      )}
      {lesson.next === null ? (
        <Link to={itemPath(courseId)}>{t('education.toCourse', { title: lesson.course.title })}</Link>
      ) : (
        <Link to={lessonPath(courseId, lesson.next.position)} rel="next">
          {t('education.next', { title: lesson.next.title })}
        </Link>
      )}
    </nav>
  );
}

/** `/education/:id/lessons/:position`: one lesson of a course, marked read here. */
export function LessonPage({ id, position }: { id: number; position: number }) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const query = useAreaQuery([...EDUCATION_KEY, 'lesson', id, position, locale], (api, signal) => getEducationLesson(api, id, position, locale, signal));
  return (
    <QueryView query={query} lines={8}>
      {(lesson) => (
        <Page as="article" aria-labelledby="lesson-title">
          <Link className={styles.titleLink} to={itemPath(id)}>
            {lesson.course.title}
          </Link>
          <PageHeader title={lesson.title} titleId="lesson-title" />
          <p className={styles.row}>
            <span>{t('education.lessonOf', { position: lesson.position, total: lesson.course.progress.total })}</span>
            <span>{t('education.minutes', { count: lesson.minutes })}</span>
          </p>
          <ProgressMeter
            progress={lesson.course.progress}
            label={t('education.lessonsDone', { done: lesson.course.progress.done, total: lesson.course.progress.total })}
          />
          <LazyMarkdown tableLabel={t('education.tableLabel')}>{lesson.body}</LazyMarkdown>
          <MarkReadButton target={{ id, position }} completed={lesson.completed} />
          <LessonNavigation lesson={lesson} />
        </Page>
      )}
    </QueryView>
  );
}
