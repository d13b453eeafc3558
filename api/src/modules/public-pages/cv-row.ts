import type { Queryable } from '../../db/database';
import { SqlParams, visibleTo } from '../search';

/** A public CV as anyone sees it on its page: no contacts. */
export interface PublicCvRow {
  username: string;
  name: string;
  title: string;
  city: string | null;
  skills: string[];
  experience_months: number;
  updated_at: Date;
}

/** The CV whose owner made it public under `username`, or null (unknown, hidden, or a team's import). */
export async function findPublicCv(db: Queryable, username: string): Promise<PublicCvRow | null> {
  const params = new SqlParams();
  const { rows } = await db.query<PublicCvRow>(
    `SELECT r.username, r.name, r.title, r.city, r.skills, r.experience_months, r.updated_at
       FROM resumes r
      WHERE r.username = ${params.bind(username)} AND ${visibleTo({ userId: null, teamId: null }, params)}`,
    params.values,
  );
  return rows[0] ?? null;
}
