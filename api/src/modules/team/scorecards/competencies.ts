import { z } from 'zod';
import {
  SCORECARD_PRESETS,
  type ScorecardCompetency,
  type ScorecardRatingEntry,
  type ParsedBodyOf,
  type SCORECARD_ENDPOINTS,
  type VacancyScorecard,
} from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';

/** The competencies of a vacancy whose team has not edited them: the presets, in their order. */
export const DEFAULT_COMPETENCIES: readonly ScorecardCompetency[] = SCORECARD_PRESETS.map((key) => ({ key, name: null }));

const STORED_COMPETENCIES = z.array(z.object({ key: z.string(), name: z.string().nullable() }));

/** The vacancy's competencies: the edited ones, or the default set. */
export async function vacancyCompetencies(db: Queryable, vacancyId: number): Promise<VacancyScorecard> {
  const { rows } = await db.query<{ competencies: unknown }>('SELECT competencies FROM vacancy_scorecards WHERE vacancy_id = $1', [vacancyId]);
  const row = rows[0];
  if (row === undefined) return { vacancyId, competencies: [...DEFAULT_COMPETENCIES], edited: false };
  return { vacancyId, competencies: STORED_COMPETENCIES.parse(row.competencies), edited: true };
}

type CompetenciesBody = ParsedBodyOf<typeof SCORECARD_ENDPOINTS.editVacancyScorecard>;

/**
 * The competencies a `PUT .../scorecard` body names: a preset by its key, or a name the team wrote.
 *
 * @throws ApiError 400 naming the field: neither or both given, or a competency twice.
 */
export function competenciesOf(body: CompetenciesBody): ScorecardCompetency[] {
  const seen = new Set<string>();
  return body.competencies.map((item, index) => {
    const field = `competencies.${index}.name`;
    if ((item.key === '') === (item.name === '')) {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: field, message: 'Name the competency.', code: 'competency_unnamed' }]);
    }
    const competency: ScorecardCompetency = item.key === '' ? { key: `custom:${item.name}`, name: item.name } : { key: item.key, name: null };
    const identity = competency.key.toLocaleLowerCase('en');
    if (seen.has(identity)) throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: field, message: 'This competency is listed twice.', code: 'competency_twice' }]);
    seen.add(identity);
    return competency;
  });
}

export async function saveCompetencies(db: Queryable, vacancyId: number, competencies: readonly ScorecardCompetency[], userId: string): Promise<void> {
  await db.query(
    `INSERT INTO vacancy_scorecards (vacancy_id, competencies, updated_by) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (vacancy_id) DO UPDATE SET competencies = EXCLUDED.competencies, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [vacancyId, JSON.stringify(competencies), userId],
  );
}

type ScorecardInput = ParsedBodyOf<typeof SCORECARD_ENDPOINTS.submitInterviewScorecard>;

/**
 * The ratings of a submitted scorecard against the vacancy's competencies: exactly one rating for
 * each, kept with the competency's name of the moment.
 *
 * @throws ApiError 400 naming the field: a competency not rated, unknown, or rated twice.
 */
export function ratingsOf(input: ScorecardInput, competencies: readonly ScorecardCompetency[]): ScorecardRatingEntry[] {
  const given = new Map<string, ScorecardInput['ratings'][number]['rating']>();
  input.ratings.forEach((entry, index) => {
    const known = competencies.some((competency) => competency.key === entry.key);
    if (!known || given.has(entry.key)) {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [
        known
          ? { path: `ratings.${index}.key`, message: 'This competency is rated twice.', code: 'competency_twice' }
          : { path: `ratings.${index}.key`, message: 'This vacancy does not assess this competency.', code: 'competency_unknown' },
      ]);
    }
    given.set(entry.key, entry.rating);
  });
  return competencies.map((competency, index) => {
    const rating = given.get(competency.key);
    if (rating === undefined) throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: `ratings.${index}.rating`, message: 'Choose a rating.', code: 'rating_missing' }]);
    return { key: competency.key, name: competency.name, rating };
  });
}
