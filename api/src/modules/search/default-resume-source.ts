import { searchRequestSchema } from '@platform/contract';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/errors';
import { matchingResumeIds } from './match-ids';
import { snapshotPage, takeSnapshot } from './match-snapshot';
import { type ResumeRecipient, type ResumeRef, type ResumeSource, type ResumeViewer, toResumeSummary } from './resume-source';
import { searchResumes } from './search-resumes';

interface SummaryRow {
  id: number;
  type: ResumeRef['type'];
  name: string;
  title: string;
  city: string | null;
  email: string | null;
}

/**
 * Who sees a CV: the search's rule (`visibleTo` in the search module): the platform's public CVs
 * for everyone, plus the viewer's team's imports that retention has not hidden; hidden CVs and
 * other teams' imports never. `$3` is the viewer's team.
 */
const VISIBLE_TO_VIEWER = `((r.team_id IS NULL AND r.visibility = 'public') OR (r.team_id = $3::uuid AND r.retention_hidden_at IS NULL))`;

/** Saved criteria as the search reads them; the page they were saved on does not matter to a match set. */
function parseCriteria(criteria: Record<string, unknown>) {
  const { page: _page, perPage: _perPage, ...rest } = criteria;
  return parseInput(searchRequestSchema, { ...rest, page: 0, perPage: 1 });
}

/**
 * The {@link ResumeSource} over the `resumes` table of the cv and search modules; `search` is the
 * search module's own `searchResumes`, so scouts and mailings find exactly what the search page does.
 */
export function createResumeSource(db: Database): ResumeSource {
  const select = async (refs: readonly ResumeRef[], viewer: ResumeViewer): Promise<SummaryRow[]> => {
    if (refs.length === 0) return [];
    const { rows } = await db.query<SummaryRow>(
      `SELECT r.id, r.type, r.name, r.title, r.city, r.resume->'basics'->>'email' AS email
         FROM resumes r
         JOIN unnest($1::text[], $2::bigint[]) AS wanted (type, id) ON wanted.type = r.type AND wanted.id = r.id
        WHERE ${VISIBLE_TO_VIEWER}`,
      [refs.map((ref) => ref.type), refs.map((ref) => ref.id), viewer.teamId],
    );
    return rows;
  };
  return {
    async search(criteria, { limit, viewer }) {
      // Saved criteria may carry the page they were saved on: a run always takes the newest matches.
      const { page: _page, perPage: _perPage, ...rest } = criteria;
      const request = parseInput(searchRequestSchema, { ...rest, sort: 'updated', page: 0, perPage: limit });
      const response = await searchResumes(db, request, viewer);
      return {
        total: response.total,
        items: response.items.map(toResumeSummary),
      };
    },
    async matches(criteria, { limit, viewer }) {
      return matchingResumeIds(db, parseCriteria(criteria), viewer, limit);
    },
    async snapshot(criteria, { viewer, since, countLimit }) {
      return takeSnapshot(db, parseCriteria(criteria), viewer, { since, countLimit });
    },
    async snapshotPage(criteria, { viewer, ...options }) {
      return snapshotPage(db, parseCriteria(criteria), viewer, options);
    },
    async find(refs, viewer) {
      return (await select(refs, viewer)).map(toResumeSummary);
    },
    async recipients(refs, viewer): Promise<ResumeRecipient[]> {
      return (await select(refs, viewer)).map((row) => ({ ...toResumeSummary(row), email: row.email }));
    },
  };
}
