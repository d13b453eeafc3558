import type { Database } from '../../db/database';
import { ApiError } from '../../http/errors';
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
 * Who sees a CV (the same rule as the search): a public internal CV everyone, a hidden one its
 * owner, an imported one the team that imported it. `$3` is the viewer's user id, `$4` their team.
 */
const VISIBLE_TO_VIEWER = `(
  (r.type = 'internal' AND (r.visibility = 'public' OR r.owner_user_id = $3::uuid))
  OR (r.type = 'imported' AND r.team_id = $4::uuid)
)`;

/** The {@link ResumeSource} over the `resumes` table of the cv and search modules. */
export function createResumeSource(db: Database): ResumeSource {
  const select = async (refs: readonly ResumeRef[], viewer: ResumeViewer): Promise<SummaryRow[]> => {
    if (refs.length === 0) return [];
    const { rows } = await db.query<SummaryRow>(
      `SELECT r.id, r.type, r.name, r.title, r.city, r.resume->'basics'->>'email' AS email
         FROM resumes r
         JOIN unnest($1::text[], $2::bigint[]) AS wanted (type, id) ON wanted.type = r.type AND wanted.id = r.id
        WHERE ${VISIBLE_TO_VIEWER}`,
      [refs.map((ref) => ref.type), refs.map((ref) => ref.id), viewer.userId, viewer.teamId],
    );
    return rows;
  };
  const toSummary = (row: SummaryRow): ResumeSummary => ({ type: row.type, id: row.id, name: row.name, title: row.title, city: row.city });
  return {
    async search() {
      throw new ApiError(503, 'search_unavailable', 'Search is not available yet.');
    },
    async find(refs, viewer) {
      return (await select(refs, viewer)).map(toSummary);
    },
    async recipients(refs, viewer): Promise<ResumeRecipient[]> {
      return (await select(refs, viewer)).map((row) => ({ ...toSummary(row), email: row.email }));
    },
  };
}
