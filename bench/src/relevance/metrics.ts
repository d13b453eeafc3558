/** Graded relevance of a ranking: nDCG@20 (gains 2^g − 1) and precision@10. */
export interface RankingScore {
  ndcgAt20: number;
  /** Judged-relevant CVs among the first min(10, R) results, over min(10, R) (R: how many are relevant). */
  precisionAt10: number;
}

function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/**
 * Scores a ranking (CV keys, best first) against the judged grades; an unjudged key is grade 0.
 * Precision is taken over min(10, R) so a query with two relevant CVs can reach 1.
 */
export function scoreRanking(ranking: readonly string[], grades: Readonly<Record<string, number>>): RankingScore {
  const gained = ranking.slice(0, 20).map((key) => grades[key] ?? 0);
  const ideal = Object.values(grades).sort((left, right) => right - left).slice(0, 20);
  const idealDcg = dcg(ideal);
  const relevant = ideal.length;
  const cutoff = Math.min(10, relevant);
  const hits = ranking.slice(0, cutoff).filter((key) => (grades[key] ?? 0) > 0).length;
  return {
    ndcgAt20: idealDcg === 0 ? 0 : Math.round((dcg(gained) / idealDcg) * 1000) / 1000,
    precisionAt10: cutoff === 0 ? 0 : Math.round((hits / cutoff) * 1000) / 1000,
  };
}
