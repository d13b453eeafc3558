import { searchRequestSchema } from '@platform/contract';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/errors';
import { matchingResumeIds } from '../search/match-ids';
import { snapshotPage, takeSnapshot } from '../search/match-snapshot';
import { searchResumes } from '../search/search-resumes';
import type { ResumeRecipient, ResumeRef, ResumeSource, ResumeSummary, ResumeViewer } from './resume-source';

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
 * for everyone, plus the viewer's team's imports; hidden CVs and other teams' imports never.
 * `$3` is the viewer's team.
 */
const VISIBLE_TO_VIEWER = `((r.team_id IS NULL AND r.visibility = 'public') OR r.team_id = $3::uuid)`;

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
  const toSummary = (row: SummaryRow): ResumeSummary => ({ type: row.type, id: row.id, name: row.name, title: row.title, city: row.city });
  return {
    async search(criteria, { limit, viewer }) {
      // Saved criteria may carry the page they were saved on: a run always takes the newest matches.
      const { page: _page, perPage: _perPage, ...rest } = criteria;
      const request = parseInput(searchRequestSchema, { ...rest, sort: 'updated', page: 0, perPage: limit });
      const response = await searchResumes(db, request, viewer);
      return {
        total: response.total,
        items: response.items.map((item) => ({ type: item.type, id: item.id, name: item.name, title: item.title, city: item.city })),
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
      return (await select(refs, viewer)).map(toSummary);
    },
    async recipients(refs, viewer): Promise<ResumeRecipient[]> {
      return (await select(refs, viewer)).map((row) => ({ ...toSummary(row), email: row.email }));
    },
  };
}
