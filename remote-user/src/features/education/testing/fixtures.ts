import type { EducationCatalogue, EducationItemDetails, EducationLesson } from '@platform/contract';

/** A catalogue as the API answers it: a course in progress (the place to continue) and an article. */
export function catalogueFixture(overrides: Partial<EducationCatalogue> = {}): EducationCatalogue {
  return {
    locale: 'en',
    summary: { completed: 1, total: 2 },
    continue: { itemId: 1, kind: 'course', title: 'Boolean search', lesson: { position: 2, title: 'Phrases and fields' }, progress: { done: 1, total: 3 } },
    items: [
      {
        id: 1,
        slug: 'boolean-search',
        kind: 'course',
        topic: 'search',
        minutes: 20,
        title: 'Boolean search',
        summary: 'AND, OR, NOT',
        status: 'in_progress',
        progress: { done: 1, total: 3 },
      },
      {
        id: 2,
        slug: 'first-message',
        kind: 'article',
        topic: 'outreach',
        minutes: 8,
        title: 'Writing the first message',
        summary: 'A template',
        status: 'completed',
        progress: { done: 1, total: 1 },
      },
    ],
    ...overrides,
  };
}

/** A course's overview with three lessons, the first one read. */
export const COURSE: EducationItemDetails = {
  ...catalogueFixture().items[0]!,
  body: 'Learn the **operators**.',
  lessons: [
    { position: 1, title: 'Words and operators', minutes: 6, completed: true },
    { position: 2, title: 'Phrases and fields', minutes: 7, completed: false },
    { position: 3, title: 'Word forms', minutes: 7, completed: false },
  ],
  nextLesson: { position: 2, title: 'Phrases and fields' },
};

/** An article in Markdown with a heading, a list, a table and a code block. */
export const ARTICLE: EducationItemDetails = {
  ...catalogueFixture().items[1]!,
  status: 'not_started',
  progress: { done: 0, total: 1 },
  body: '## The four parts\n\n1. The person\n2. The role\n\n| do | do not |\n|---|---|\n| short | long |\n\n```text\nHello {name}\n```',
  lessons: [],
  nextLesson: null,
};

/** The second lesson of {@link COURSE}. */
export const LESSON: EducationLesson = {
  course: { id: 1, title: 'Boolean search', progress: { done: 1, total: 3 } },
  position: 2,
  title: 'Phrases and fields',
  minutes: 7,
  body: '## Quotes keep a phrase together\n\nUse `"team lead"`.',
  completed: false,
  previous: { position: 1, title: 'Words and operators' },
  next: { position: 3, title: 'Word forms' },
};
