import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_FAVOURITE_LIST_NAME, FAVOURITE_LISTS_MAX, FAVOURITE_ENDPOINTS, type FavouriteList } from '@platform/contract';
import type { Config } from '../../../config/env';
import type { Database } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { toCsv, UTF8_BOM } from '../../../http/csv';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { toFavouriteList } from './mapping';
import { countLists, deleteList, ensureDefaultList, findList, insertList, nameTaken, renameList, selectListItems, selectLists } from './queries';

/** A list that is not the user's: the same answer whether it exists or not. */
export function noSuchList(path?: string): ApiError {
  return new ApiError(404, 'not_found', 'No such favourites list.', path === undefined ? undefined : [{ path, message: 'No such favourites list.', code: 'not_found' }]);
}

const nameTakenError = () =>
  new ApiError(409, 'name_taken', 'You already have a list with this name.', [{ path: 'name', message: 'You already have a list with this name.', code: 'name_taken' }]);

const defaultListError = (what: string) =>
  new ApiError(409, 'default_list', `The default list cannot be ${what}.`, [{ path: 'id', message: `The default list cannot be ${what}.`, code: 'default_list' }]);

/**
 * Refuses a name the user already has, in any case. The default list's stored name is reserved
 * too, even before that list exists (it is made on first use and must not find its name taken).
 */
async function checkName(db: Database, userId: string, name: string, excludeId: number | null): Promise<void> {
  if (name.toLowerCase() === DEFAULT_FAVOURITE_LIST_NAME || (await nameTaken(db, userId, name, excludeId))) throw nameTakenError();
}

/** `filename` of the export: the list's name where it is plain ASCII, else its id. */
function exportFileName(list: FavouriteList): string {
  const slug = list.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `favourites-${list.isDefault ? 'default' : slug || list.id}.csv`;
}

/**
 * The user's favourites lists: `GET|POST /api/user/favourites/lists`,
 * `PATCH|DELETE /api/user/favourites/lists/{id}`, `GET /api/user/favourites/lists/{id}/export`.
 * The default list always exists (made on first use) and is neither renamed nor deleted; deleting
 * another list removes its favourites (and notes on CVs no longer kept anywhere).
 */
export async function registerFavouriteListRoutes(app: FastifyInstance, db: Database, config: Config): Promise<void> {
  const signedIn = async ({ request }: { request: FastifyRequest }) => requireSession(request, db);

  route(app, FAVOURITE_ENDPOINTS.lists, {
    access: signedIn,
    handler: async ({ access: session, query }) => {
      await ensureDefaultList(db, session.user.id);
      const cv = query.type !== undefined && query.id !== undefined ? { type: query.type, id: query.id } : null;
      return { items: (await selectLists(db, session.user.id, cv)).map(toFavouriteList) };
    },
  });

  route(app, FAVOURITE_ENDPOINTS.createList, {
    access: signedIn,
    handler: async ({ access: session, body: { name } }) => {
      await ensureDefaultList(db, session.user.id);
      await checkName(db, session.user.id, name, null);
      if ((await countLists(db, session.user.id)) >= FAVOURITE_LISTS_MAX) {
        throw new ApiError(409, 'too_many_lists', `You can keep at most ${FAVOURITE_LISTS_MAX} lists.`);
      }
      try {
        return toFavouriteList(await insertList(db, session.user.id, name));
      } catch (error) {
        // The same name created by a parallel request between the check and the insert.
        if (isUniqueViolation(error)) throw nameTakenError();
        throw error;
      }
    },
  });

  route(app, FAVOURITE_ENDPOINTS.renameList, {
    access: signedIn,
    handler: async ({ access: session, params: { id: listId }, body: { name } }) => {
      const list = await findList(db, session.user.id, listId);
      if (list === null) throw noSuchList();
      if (list.is_default) throw defaultListError('renamed');
      await checkName(db, session.user.id, name, listId);
      try {
        await renameList(db, session.user.id, listId, name);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTakenError();
        throw error;
      }
      return toFavouriteList({ ...list, name });
    },
  });

  route(app, FAVOURITE_ENDPOINTS.deleteList, async ({ request, params: { id: listId } }) => {
    const session = await requireSession(request, db);
    const list = await findList(db, session.user.id, listId);
    if (list === null) throw noSuchList();
    if (list.is_default) throw defaultListError('deleted');
    await db.transaction((tx) => deleteList(tx, session.user.id, listId));
  });

  route(app, FAVOURITE_ENDPOINTS.exportList, async ({ request, reply, params: { id: listId } }) => {
    const session = await requireSession(request, db);
    const list = await findList(db, session.user.id, listId);
    if (list === null) throw noSuchList();
    const rows = await selectListItems(db, session.user.id, listId);
    const csv = toCsv(
      ['name', 'title', 'city', 'note', 'added_at', 'cv_url'],
      rows.map((row) => [row.name, row.title, row.city, row.note, row.created_at.toISOString(), `${config.publicUrl}/cv/${row.resume_type}/${row.resume_id}`]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(toFavouriteList(list))}"`)
      .send(UTF8_BOM + csv);
  });
}
