import type { HighlightMatch } from '@platform/contract';

/** A run of a highlight fragment: matched (shown as `<mark>`) or not. */
export interface HighlightSegment {
  text: string;
  matched: boolean;
}

/**
 * Cuts a fragment into plain and matched runs from the API's offsets. Offsets out of range are
 * clamped, empty or negative-length ranges ignored, and overlapping or touching ranges merged, so a
 * slightly wrong answer still renders every character exactly once.
 */
export function highlightSegments(text: string, matches: readonly HighlightMatch[]): HighlightSegment[] {
  const ranges = matches
    .map(({ start, length }) => ({
      start: Math.max(0, Math.min(text.length, Math.floor(start))),
      end: Math.max(0, Math.min(text.length, Math.floor(start + length))),
    }))
    .filter((range) => Number.isFinite(range.start) && Number.isFinite(range.end) && range.end > range.start)
    .sort((a, b) => a.start - b.start);

  const merged: Array<{ start: number; end: number }> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const range of merged) {
    if (range.start > cursor) segments.push({ text: text.slice(cursor, range.start), matched: false });
    segments.push({ text: text.slice(range.start, range.end), matched: true });
    cursor = range.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), matched: false });
  return segments;
}
