import { scoreRanking } from './metrics';

describe('scoreRanking', () => {
  it('is 1 for the ideal order and less when a better CV ranks lower', () => {
    const grades = { a: 3, b: 2, c: 1 } as const;
    expect(scoreRanking(['a', 'b', 'c'], grades)).toEqual({ ndcgAt20: 1, precisionAt10: 1 });
    const swapped = scoreRanking(['c', 'b', 'a'], grades);
    expect(swapped.ndcgAt20).toBeLessThan(1);
    expect(swapped.precisionAt10).toBe(1);
  });

  it('counts unjudged CVs as irrelevant', () => {
    expect(scoreRanking(['x', 'a'], { a: 3 })).toEqual({ ndcgAt20: 0.631, precisionAt10: 0 });
    expect(scoreRanking([], { a: 3 })).toEqual({ ndcgAt20: 0, precisionAt10: 0 });
  });
});
