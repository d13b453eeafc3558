import { highlightSegments } from './highlight-segments';

describe('highlightSegments', () => {
  it('cuts the fragment exactly at the offsets', () => {
    expect(highlightSegments('Senior Java developer', [{ start: 7, length: 4 }])).toEqual([
      { text: 'Senior ', matched: false },
      { text: 'Java', matched: true },
      { text: ' developer', matched: false },
    ]);
  });

  it('merges overlapping ranges and keeps every character once', () => {
    const text = 'spring boot kotlin';
    const segments = highlightSegments(text, [
      { start: 12, length: 6 },
      { start: 0, length: 6 },
      { start: 3, length: 8 },
    ]);
    expect(segments).toEqual([
      { text: 'spring boot', matched: true },
      { text: ' ', matched: false },
      { text: 'kotlin', matched: true },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('clamps ranges past the end and ignores empty or negative ones', () => {
    expect(
      highlightSegments('Go', [
        { start: 1, length: 98 },
        { start: 1, length: 0 },
        { start: 2, length: -2 },
      ]),
    ).toEqual([
      { text: 'G', matched: false },
      { text: 'o', matched: true },
    ]);
  });

  it('returns the whole fragment unmarked without matches', () => {
    expect(highlightSegments('Москва', [])).toEqual([{ text: 'Москва', matched: false }]);
  });
});
