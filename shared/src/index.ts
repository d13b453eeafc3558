/**
 * The public entry of `@platform/shared`: the UI kit, the API client, the query client, the
 * parcel helpers and the i18n helpers. Apps import from here only, never deeper. The host ↔ remote
 * contract (types, schemas, constants) is its own package, `@platform/contract`.
 */
export * from './ui';
export * from './api';
export * from './i18n';
export * from './parcel';
export * from './query';
export * from './favourites';
