import type { Fixture, Role } from './fixture';

/** One call of a route: its URL (parameters filled in), body, and optionally a cookie or address of its own. */
export interface MatrixRequest {
  url: string;
  payload?: object;
  /** Headers of its own (a multipart body's content type). */
  headers?: Record<string, string>;
  /** Replaces the role's session cookie (sign-out must not end the matrix's own session). */
  cookie?: string;
  /** The client address (per-address rate limits must not decide the status). */
  remoteAddress?: string;
}

/** What a route must answer each role. */
export interface RouteAccess {
  /** Builds the call for a role; async when it needs something fresh (a route that deletes what it acts on). */
  request: (fixture: Fixture, role: Role) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<Role, number>;
}
