import { AUTH_ENDPOINTS } from './auth';
import type { Endpoint } from './endpoint';
import { PLATFORM_ENDPOINTS } from './platform';
import { TEAM_MEMBER_ENDPOINTS } from './team-members';
import { TEAM_AREA_ENDPOINTS } from './team-area';

export * from './endpoint';
export * from './auth';
export * from './platform';
export * from './team-members';
export * from './team-area';

/**
 * Every endpoint the contract declares, one list per area. The API checks its answers against
 * these outside production; the API client checks what it receives in development and tests.
 * An area adds its `<AREA>_ENDPOINTS` here (docs/contract.md, "API shapes").
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(AUTH_ENDPOINTS), ...Object.values(PLATFORM_ENDPOINTS),
  ...Object.values(TEAM_MEMBER_ENDPOINTS),
  ...TEAM_AREA_ENDPOINTS,
];
