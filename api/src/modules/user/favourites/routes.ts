import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAVOURITE_ENDPOINTS, FAVOURITES_MAX } from '@platform/contract';
import type { Config } from '../../../config/env';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import type { ResumeSource } from '../../search';
import { registerFavouriteListRoutes, noSuchList } from './list-routes';
import { toFavouriteItem } from './mapping';
import { selectMarks, toMarks } from './marks';
import { countFavourites, deleteItem, ensureDefaultList, findItem, findList, insertItem, keepsCv, selectItems, writeNote } from './queries';

const tooMany = () => new ApiError(409, 'too_many_favourites', `You can keep at most ${FAVOURITES_MAX} favourites.`);
const notKept = () => new ApiError(404, 'not_found', 'This CV is not in your favourites.');

async function requireList(db: Queryable, userId: string, listId: number, path?: string): Promise<number> {
  if ((await findList(db, userId, listId)) === null) throw noSuchList(path);
  return listId;
}

/**
 * `GET|POST|DELETE /api/user/favourites`, `POST /api/user/favourites/move|copy`,
 * `PUT /api/user/favourites/note` and the list routes: the signed-in user's favourite CVs in named
 * lists, with a private note per CV. Nothing here is visible to anyone else (404, never the data).
 */
export async function registerFavouriteRoutes(app: FastifyInstance, db: Database, resumes: ResumeSource, config: Config): Promise<void> {
  await registerFavouriteListRoutes(app, db, config);

  const signedIn = async ({ request }: { request: FastifyRequest }) => requireSession(request, db);

  route(app, FAVOURITE_ENDPOINTS.list, {
    access: signedIn,
    handler: async ({ access: session, query }) => {
      if (query.listId !== undefined) await requireList(db, session.user.id, query.listId);
      const text = query.q === undefined || query.q === '' ? null : query.q;
      const { total, rows } = await selectItems(db, session.user.id, {
        listId: query.listId ?? null,
        text,
        limit: query.perPage,
        offset: query.page * query.perPage,
      });
      return { total, page: query.page, perPage: query.perPage, items: rows.map(toFavouriteItem) };
    },
  });

  route(app, FAVOURITE_ENDPOINTS.add, {
    access: signedIn,
    handler: async ({ reply, access: session, body: input }) => {
      const userId = session.user.id;
      const listId = input.listId === undefined ? await ensureDefaultList(db, userId) : await requireList(db, userId, input.listId, 'listId');
      const [resume] = await resumes.find([{ type: input.type, id: input.id }], { userId, teamId: session.team?.id ?? null });
      if (resume === undefined) throw new ApiError(404, 'not_found', 'No such CV.');
      const existing = await findItem(db, userId, listId, resume);
      // Already there: adding again is harmless and answers what is kept.
      if (existing !== null) {
        reply.status(200);
        return toFavouriteItem(existing);
      }
      if ((await countFavourites(db, userId)) >= FAVOURITES_MAX) throw tooMany();
      const added = await insertItem(db, userId, listId, resume);
      const row = await findItem(db, userId, listId, resume);
      if (row === null) throw new Error('favourite vanished between insert and select');
      reply.status(added ? 201 : 200);
      return toFavouriteItem(row);
    },
  });

  // DELETE takes no body (the platform's API client sends none): the CV is named in the query.
  route(app, FAVOURITE_ENDPOINTS.remove, {
    access: signedIn,
    handler: async ({ access: session, query: input }) => {
      const removed = await db.transaction((tx) => deleteItem(tx, session.user.id, input.listId ?? null, { type: input.type, id: input.id }));
      if (removed === 0) throw notKept();
    },
  });

  // Move and copy keep the CV as it was saved (name, title, city), even if it has since gone.
  for (const mode of ['move', 'copy'] as const) {
    route(app, FAVOURITE_ENDPOINTS[mode], {
      access: signedIn,
      handler: async ({ reply, access: session, body: input }) => {
        const userId = session.user.id;
        const cv = { type: input.type, id: input.id };
        const result = await db.transaction(async (tx) => {
          await requireList(tx, userId, input.fromListId, 'fromListId');
          await requireList(tx, userId, input.toListId, 'toListId');
          const source = await findItem(tx, userId, input.fromListId, cv);
          if (source === null) throw notKept();
          const already = await findItem(tx, userId, input.toListId, cv);
          if (already === null && mode === 'copy' && (await countFavourites(tx, userId)) >= FAVOURITES_MAX) throw tooMany();
          const added = already === null && (await insertItem(tx, userId, input.toListId, { ...cv, name: source.name, title: source.title, city: source.city }));
          if (mode === 'move') await deleteItem(tx, userId, input.fromListId, cv);
          const target = await findItem(tx, userId, input.toListId, cv);
          if (target === null) throw new Error('favourite vanished during a move');
          return { added, target };
        });
        reply.status(result.added ? 201 : 200);
        return toFavouriteItem(result.target);
      },
    });
  }

  // Marks on a page of results: what this user keeps and what their team has opened.
  route(app, FAVOURITE_ENDPOINTS.marks, {
    access: signedIn,
    handler: async ({ access: session, query }) => ({ items: toMarks(await selectMarks(db, session.user.id, session.team?.id ?? null, query.cvs)) }),
  });

  route(app, FAVOURITE_ENDPOINTS.note, {
    access: signedIn,
    handler: async ({ access: session, body: input }) => {
      const cv = { type: input.type, id: input.id };
      // A note belongs to a kept CV: none on a CV the user does not keep (or cannot see).
      if (!(await keepsCv(db, session.user.id, cv))) throw notKept();
      await writeNote(db, session.user.id, cv, input.note);
      return { ...cv, note: input.note === '' ? null : input.note };
    },
  });
}
