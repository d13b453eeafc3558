import { z } from 'zod';
import { CV_TYPES, type CvMark, type CvType } from '@platform/contract';
import type { Queryable } from '../../../db/database';

const MARK_ROW = z.object({
  resume_type: z.enum(CV_TYPES),
  resume_id: z.coerce.number(),
  lists: z.array(z.object({ id: z.number(), name: z.string(), is_default: z.boolean() })),
  contacts_opened_at: z.nullable(z.coerce.date()),
});
type MarkRow = z.infer<typeof MARK_ROW>;

/**
 * For each CV of `cvs`: the lists of `userId` that hold it (the default list first, then by name)
 * and when `teamId` opened its contacts. Scoped like every favourites statement: another user's
 * lists and another team's reveals are never read.
 */
export async function selectMarks(db: Queryable, userId: string, teamId: string | null, cvs: ReadonlyArray<{ type: CvType; id: number }>): Promise<MarkRow[]> {
  const { rows } = await db.query(
    `SELECT a.type AS resume_type, a.id AS resume_id,
            coalesce((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'is_default', l.is_default) ORDER BY l.is_default DESC, lower(l.name))
                        FROM favourites f JOIN favourite_lists l ON l.id = f.list_id
                       WHERE f.user_id = $3::uuid AND f.resume_type = a.type AND f.resume_id = a.id), '[]'::json) AS lists,
            (SELECT c.created_at FROM contact_reveals c WHERE c.team_id = $4::uuid AND c.resume_id = a.id) AS contacts_opened_at
       FROM (SELECT DISTINCT type, id FROM unnest($1::text[], $2::bigint[]) AS asked(type, id)) AS a`,
    [cvs.map((cv) => cv.type), cvs.map((cv) => cv.id), userId, teamId],
  );
  return z.array(MARK_ROW).parse(rows);
}

/** The marks a page shows: CVs with neither a list nor opened contacts are left out. */
export function toMarks(rows: readonly MarkRow[]): CvMark[] {
  return rows
    .filter((row) => row.lists.length > 0 || row.contacts_opened_at !== null)
    .map((row) => ({
      type: row.resume_type,
      id: row.resume_id,
      lists: row.lists.map((list) => ({ id: list.id, name: list.name, isDefault: list.is_default })),
      contactsOpenedAt: row.contacts_opened_at === null ? null : row.contacts_opened_at.toISOString(),
    }));
}
