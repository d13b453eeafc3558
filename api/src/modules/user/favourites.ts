import { CV_TYPES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { requireSession } from '../auth/session';
import type { ResumeSource } from './resume-source';

/** The list a favourite goes to when none is named; the front end shows it as "Favourites". */
export const DEFAULT_FAVOURITES_LIST = 'default';
/** Most favourites one user keeps (over all lists). */
export const FAVOURITES_MAX = 2000;

const cvType = z.enum(CV_TYPES, { message: `Expected one of: ${CV_TYPES.join(', ')}.` });
const cvId = z.coerce.number({ message: 'Expected a CV id.' }).int('Expected a CV id.').positive('Expected a CV id.').max(Number.MAX_SAFE_INTEGER);
const listName = z.string().trim().min(1, 'Enter a list name.').max(100, 'At most 100 characters.');

const ADD_BODY = z.strictObject({ type: cvType, id: cvId, list: listName.optional() });
const REMOVE_QUERY = z.object({ type: cvType, id: cvId, list: listName.optional() });
const LIST_QUERY = z.object({ list: listName.optional() });

/** A favourite CV in one of the user's lists. */
export interface Favourite {
  type: 'internal' | 'imported';
  id: number;
  list: string;
  name: string;
  title: string;
  city: string | null;
  addedAt: string;
}

interface FavouriteRow {
  resume_type: 'internal' | 'imported';
  resume_id: number;
  list: string;
  name: string;
  title: string;
  city: string;
  created_at: Date;
}

function toFavourite(row: FavouriteRow): Favourite {
  return {
    type: row.resume_type,
    id: row.resume_id,
    list: row.list,
    name: row.name,
    title: row.title,
    city: row.city === '' ? null : row.city,
    addedAt: row.created_at.toISOString(),
  };
}

/** `GET|POST|DELETE /api/user/favourites`: the signed-in user's favourite CVs, in named lists. */
export async function registerFavouriteRoutes(app: FastifyInstance, db: Database, resumes: ResumeSource): Promise<void> {
  app.get('/user/favourites', async (request) => {
    const session = await requireSession(request, db);
    const { list } = parseInput(LIST_QUERY, request.query);
    const lists = await db.query<{ name: string; count: number }>(
      `SELECT list AS name, count(*) AS count FROM favourites WHERE user_id = $1 GROUP BY list
        ORDER BY (list = $2) DESC, min(created_at), list`,
      [session.user.id, DEFAULT_FAVOURITES_LIST],
    );
    const items = await db.query<FavouriteRow>(
      `SELECT resume_type, resume_id, list, name, title, city, created_at FROM favourites
        WHERE user_id = $1 AND ($2::text IS NULL OR list = $2)
        ORDER BY created_at DESC, resume_id DESC`,
      [session.user.id, list ?? null],
    );
    return { lists: lists.rows, items: items.rows.map(toFavourite) };
  });

  app.post('/user/favourites', async (request, reply) => {
    const session = await requireSession(request, db);
    const input = parseInput(ADD_BODY, request.body);
    const list = input.list ?? DEFAULT_FAVOURITES_LIST;
    const [resume] = await resumes.find([{ type: input.type, id: input.id }], { userId: session.user.id, teamId: session.team?.id ?? null });
    if (resume === undefined) throw new ApiError(404, 'not_found', 'No such CV.');
    const count = await db.query<{ count: number }>('SELECT count(*) AS count FROM favourites WHERE user_id = $1', [session.user.id]);
    if ((count.rows[0]?.count ?? 0) >= FAVOURITES_MAX) {
      throw new ApiError(409, 'too_many_favourites', `You can keep at most ${FAVOURITES_MAX} favourites.`);
    }
    const inserted = await db.query<FavouriteRow>(
      `INSERT INTO favourites (user_id, list, resume_type, resume_id, name, title, city)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, list, resume_type, resume_id) DO NOTHING
       RETURNING resume_type, resume_id, list, name, title, city, created_at`,
      [session.user.id, list, resume.type, resume.id, resume.name, resume.title, resume.city ?? ''],
    );
    const created = inserted.rows[0];
    if (created !== undefined) return reply.status(201).send(toFavourite(created));
    // Already there: adding again is harmless and answers what is kept.
    const existing = await db.query<FavouriteRow>(
      `SELECT resume_type, resume_id, list, name, title, city, created_at FROM favourites
        WHERE user_id = $1 AND list = $2 AND resume_type = $3 AND resume_id = $4`,
      [session.user.id, list, resume.type, resume.id],
    );
    const row = existing.rows[0];
    if (row === undefined) throw new Error('favourite vanished between insert and select');
    return reply.status(200).send(toFavourite(row));
  });

  // DELETE takes no body (the platform's API client sends none): the CV is named in the query.
  app.delete('/user/favourites', async (request, reply) => {
    const session = await requireSession(request, db);
    const input = parseInput(REMOVE_QUERY, request.query);
    const deleted = await db.query(
      `DELETE FROM favourites WHERE user_id = $1 AND resume_type = $2 AND resume_id = $3 AND ($4::text IS NULL OR list = $4)`,
      [session.user.id, input.type, input.id, input.list ?? null],
    );
    if (deleted.rowCount === 0) throw new ApiError(404, 'not_found', 'This CV is not in your favourites.');
    return reply.status(204).send();
  });
}
