import type { Fixture, Role } from './fixture';
import type { RouteAccess } from './route-access';

const all = (status: number): Record<Role, number> => ({
  anonymous: status, candidate: status, member: status, admin: status, owner: status, otherOwner: status,
  key: 403, narrowKey: 403, revokedKey: 401,
});
/** Team A's imported CV: its three roles; 404 for the other team (it learns nothing of the CV). */
const teamA = (status: number) => ({ ...all(status), anonymous: 401, candidate: 403, otherOwner: 404 });
/** Every recruiter acting on their own team. */
const recruiters = (status: number) => ({ ...all(status), anonymous: 401, candidate: 403 });

const cvUrl = (f: Fixture, rest: string) => `/api/cv/imported/${f.importedCvId}/privacy${rest}`;

/** Who may call the personal-data routes (docs/privacy.md). */
export const PRIVACY_ACCESS: Record<string, RouteAccess> = {
  'GET /api/cv/:type/:id/privacy': { request: (f) => ({ url: cvUrl(f, '') }), expect: teamA(200) },
  'POST /api/cv/:type/:id/privacy/consent-request': { request: (f) => ({ url: cvUrl(f, '/consent-request'), payload: { locale: 'en' } }), expect: teamA(200) },
  'PUT /api/cv/:type/:id/privacy/legal-hold': { request: (f) => ({ url: cvUrl(f, '/legal-hold'), payload: { reason: 'Matrix hold' } }), expect: { ...teamA(200), member: 403 } },
  'DELETE /api/cv/:type/:id/privacy/legal-hold': { request: (f) => ({ url: cvUrl(f, '/legal-hold') }), expect: { ...teamA(200), member: 403 } },
  'GET /api/team/privacy/retention': { request: () => ({ url: '/api/team/privacy/retention' }), expect: recruiters(200) },
  // Each owner sets their own team's rule (to the default: the matrix changes nothing for the others).
  'PUT /api/team/privacy/retention': { request: () => ({ url: '/api/team/privacy/retention', payload: { months: 24 } }), expect: { ...recruiters(200), member: 403, admin: 403 } },
  'GET /api/team/privacy/retention/preview': { request: () => ({ url: '/api/team/privacy/retention/preview' }), expect: { ...recruiters(200), member: 403 } },
  'GET /api/team/privacy/erasure-requests': { request: () => ({ url: '/api/team/privacy/erasure-requests' }), expect: { ...recruiters(200), member: 403, admin: 403 } },
  'POST /api/team/privacy/erasure-requests/:id/carry-out': {
    request: (f) => ({ url: `/api/team/privacy/erasure-requests/${f.erasureRequestId}/carry-out` }),
    expect: { ...teamA(202), member: 403, admin: 403 },
  },
  'GET /api/team/privacy/audit': { request: () => ({ url: '/api/team/privacy/audit' }), expect: { ...recruiters(200), member: 403, admin: 403 } },
  // The mailed links: the token is the only key; an unknown one is a 404 page for anyone.
  'GET /api/privacy/consent/:token': { request: () => ({ url: '/api/privacy/consent/no-such-token' }), expect: all(404) },
  'POST /api/privacy/consent/:token': { request: () => ({ url: '/api/privacy/consent/no-such-token' }), expect: all(404) },
  'GET /api/privacy/mail/:token': { request: () => ({ url: '/api/privacy/mail/no-such-token' }), expect: all(404) },
  'POST /api/privacy/mail/:token/erasure': { request: () => ({ url: '/api/privacy/mail/no-such-token/erasure' }), expect: all(404) },
  'POST /api/privacy/mail/:token/export': { request: () => ({ url: '/api/privacy/mail/no-such-token/export' }), expect: all(404) },
};
