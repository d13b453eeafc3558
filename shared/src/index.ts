/**
 * The public entry of `@platform/shared`: the host ↔ remote contract, the UI kit,
 * the API client, the query client and the i18n helpers. Apps import from here only, never deeper.
 */
export * from './contract';
export * from './ui';
export * from './api';
export * from './i18n';
export * from './parcel';
export * from './query';
export * from './favourites';
