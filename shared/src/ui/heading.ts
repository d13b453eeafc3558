/** A heading level for components that render a title, so they fit the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** The element name of a heading level: `2` → `'h2'`. */
export function headingTag(level: HeadingLevel) {
  return HEADING_TAGS[level];
}
