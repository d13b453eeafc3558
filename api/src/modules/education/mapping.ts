import type {
  EducationContinue,
  EducationItem,
  EducationLessonRef,
  EducationListQuery,
  EducationProgress,
  EducationStatus,
} from '@platform/contract';
import type { ItemRow, LessonRow, ReadingRow } from './queries';

/** The status of `done` lessons read out of `total`. */
export function statusOf(progress: EducationProgress): EducationStatus {
  if (progress.done === 0) return 'not_started';
  return progress.done >= progress.total ? 'completed' : 'in_progress';
}

/** An item row as the API answers it. */
export function toItem(row: ItemRow): EducationItem {
  const progress = { done: row.done, total: row.total };
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    topic: row.topic,
    minutes: row.minutes,
    title: row.title,
    summary: row.summary,
    status: statusOf(progress),
    progress,
  };
}

/** Whether an item passes the catalogue's filters (the catalogue is small: it is filtered after one query). */
export function matchesFilters(item: EducationItem, query: EducationListQuery): boolean {
  return (query.topic === undefined || item.topic === query.topic) && (query.status === undefined || item.status === query.status);
}

const ref = (lesson: LessonRow): EducationLessonRef => ({ position: lesson.position, title: lesson.title });

/**
 * The lesson to read next in a course: the one last opened while it is unread, else the first
 * unread one after it, else the first unread one; null when every lesson is read.
 */
export function nextLessonOf(lessons: readonly LessonRow[], lastLessonId: number | null): EducationLessonRef | null {
  const lastIndex = lessons.findIndex((lesson) => lesson.id === lastLessonId);
  const last = lessons[lastIndex];
  if (last !== undefined && !last.completed) return ref(last);
  const after = lessons.slice(lastIndex + 1).find((lesson) => !lesson.completed);
  const first = lessons.find((lesson) => !lesson.completed);
  const next = after ?? first;
  return next === undefined ? null : ref(next);
}

/** The lessons before and after `position`. */
export function neighboursOf(lessons: readonly LessonRow[], position: number): { previous: EducationLessonRef | null; next: EducationLessonRef | null } {
  const index = lessons.findIndex((lesson) => lesson.position === position);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  return { previous: previous === undefined ? null : ref(previous), next: next === undefined ? null : ref(next) };
}

/** The most recently touched reading place whose item is not completed, with that item. */
export function pickContinue(reading: readonly ReadingRow[], items: readonly EducationItem[]): { place: ReadingRow; item: EducationItem } | null {
  for (const place of reading) {
    const item = items.find((candidate) => candidate.id === place.item_id);
    if (item !== undefined && item.status !== 'completed') return { place, item };
  }
  return null;
}

/** The "continue where you left off" answer for a picked item (and its lessons, for a course). */
export function toContinue(item: EducationItem, lessons: readonly LessonRow[], lastLessonId: number | null): EducationContinue {
  return {
    itemId: item.id,
    kind: item.kind,
    title: item.title,
    lesson: item.kind === 'course' ? nextLessonOf(lessons, lastLessonId) : null,
    progress: item.progress,
  };
}
