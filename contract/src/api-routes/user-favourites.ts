import { defineApiRoutes } from './route';

/** The methods and paths of `FAVOURITE_ENDPOINTS` (endpoints/user-favourites.ts), without their schemas. */
export const FAVOURITE_ROUTES = defineApiRoutes({
  lists: { method: 'GET', path: '/user/favourites/lists' },
  createList: { method: 'POST', path: '/user/favourites/lists' },
  renameList: { method: 'PATCH', path: '/user/favourites/lists/:id' },
  deleteList: { method: 'DELETE', path: '/user/favourites/lists/:id' },
  exportList: { method: 'GET', path: '/user/favourites/lists/:id/export' },
  list: { method: 'GET', path: '/user/favourites' },
  add: { method: 'POST', path: '/user/favourites' },
  remove: { method: 'DELETE', path: '/user/favourites' },
  move: { method: 'POST', path: '/user/favourites/move' },
  copy: { method: 'POST', path: '/user/favourites/copy' },
  note: { method: 'PUT', path: '/user/favourites/note' },
  marks: { method: 'GET', path: '/user/favourites/marks' },
});
