import { API_KEY_ENDPOINTS } from './api-keys';
import { AUTH_ENDPOINTS } from './auth';
import { AUTH_LIFECYCLE_ENDPOINTS } from './auth-lifecycle';
import { CV_ENDPOINTS } from './cv';
import { CV_DUPLICATE_ENDPOINTS } from './cv-duplicates';
import { EDUCATION_ENDPOINTS } from './education';
import type { Endpoint } from './endpoint';
import { PLATFORM_ENDPOINTS } from './platform';
import { PLATFORM_RELEASE_ENDPOINTS } from './platform-releases';
import { PRIVACY_ENDPOINTS } from './privacy';
import { PUBLIC_PAGE_ENDPOINTS } from './public-pages';
import { SEARCH_ENDPOINTS } from './search';
import { TEAM_AREA_ENDPOINTS } from './team-area';
import { TEAM_MEMBER_ENDPOINTS } from './team-members';
import { UNSUBSCRIBE_ENDPOINTS } from './unsubscribe';
import { ACCOUNT_ENDPOINTS, HISTORY_ENDPOINTS } from './user-account';
import { FAVOURITE_ENDPOINTS } from './user-favourites';
import { SCOUT_ENDPOINTS } from './user-scouts';
import { WEBHOOK_ENDPOINTS } from './webhooks';

export * from './endpoint';
export * from './api-keys';
export * from './params';
export * from './auth';
export * from './auth-lifecycle';
export * from './platform';
export * from './platform-releases';
export * from './platform-release-actions';
export * from './team-members';
export * from './team-area';
export * from './education';
export * from './search';
export * from './cv';
export * from './cv-duplicates';
export * from './unsubscribe';
export * from './user-account';
export * from './user-favourites';
export * from './user-scouts';
export * from './webhooks';
export * from './privacy';
export * from './public-pages';

/**
 * The version of the API {@link API_ENDPOINTS} describe, as `GET /api/openapi.json` states it for
 * integrators (semver): the major goes up when a call that worked stops working (a field removed
 * or renamed, a route gone), the minor when something is added.
 */
export const API_VERSION = '1.4.0';

/**
 * Every endpoint the contract declares, one list per area. The API checks its answers against
 * these outside production; the API client checks what it receives in development and tests.
 * An area adds its `<AREA>_ENDPOINTS` here (docs/contract.md, "API shapes").
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(AUTH_ENDPOINTS), ...Object.values(AUTH_LIFECYCLE_ENDPOINTS), ...Object.values(PLATFORM_ENDPOINTS),
  ...Object.values(PLATFORM_RELEASE_ENDPOINTS),
  ...Object.values(TEAM_MEMBER_ENDPOINTS),
  ...Object.values(API_KEY_ENDPOINTS),
  ...TEAM_AREA_ENDPOINTS,
  ...Object.values(EDUCATION_ENDPOINTS),
  ...Object.values(SEARCH_ENDPOINTS),
  ...Object.values(CV_ENDPOINTS),
  ...Object.values(CV_DUPLICATE_ENDPOINTS),
  ...Object.values(UNSUBSCRIBE_ENDPOINTS),
  ...Object.values(ACCOUNT_ENDPOINTS), ...Object.values(HISTORY_ENDPOINTS),
  ...Object.values(FAVOURITE_ENDPOINTS),
  ...Object.values(SCOUT_ENDPOINTS),
  ...Object.values(WEBHOOK_ENDPOINTS),
  ...Object.values(PRIVACY_ENDPOINTS),
  ...Object.values(PUBLIC_PAGE_ENDPOINTS),
];
