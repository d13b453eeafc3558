/** The page of an item: an article, or a course's overview. */
export const itemPath = (id: number) => `/education/${id}`;

/** The page of one lesson of a course. */
export const lessonPath = (id: number, position: number) => `/education/${id}/lessons/${position}`;
