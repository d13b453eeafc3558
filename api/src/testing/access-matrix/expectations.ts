import { type ApiKeyScope, SCORECARD_PRESETS } from '@platform/contract';
import { multipart } from '../../modules/cv/intake/testing/multipart';
import { accountOf, isKeyRole, type Role } from './fixture';
import { PRIVACY_ACCESS } from './privacy';
import type { RouteAccess } from './route-access';

export type { MatrixRequest, RouteAccess } from './route-access';

/**
 * Every caller gets `status`, except API keys: a route the contract opens to no scope refuses a
 * valid key (403 `api_key_not_accepted`), and a revoked key is unknown everywhere (401).
 */
const all = (status: number): Record<Role, number> => ({
  anonymous: status, candidate: status, member: status, admin: status, owner: status, otherOwner: status,
  key: 403, narrowKey: 403, revokedKey: 401,
});
/**
 * A route the contract opens to keys with `scope`: a key with it acts as team A's owner; the
 * narrow key (`cvs:read` only) passes only where that is the scope.
 */
const keyed = (access: Record<Role, number>, scope: ApiKeyScope): Record<Role, number> => ({
  ...access,
  key: access.owner,
  narrowKey: scope === 'cvs:read' ? access.owner : 403,
});
/** Any signed-in account; 401 for a visitor. */
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/** Recruiters (each acting on their own team); 403 for a candidate. */
const recruiters = (status: number) => ({ ...signedIn(status), candidate: 403 });
/** Team A's resource: its three roles; the other team gets `foreign`. */
const teamA = (status: number, foreign = 404) => ({ ...recruiters(status), otherOwner: foreign });
/** Team A's resource that only its owner and admins may change. */
const managersOfA = (status: number, foreign = 404) => ({ ...teamA(status, foreign), member: 403 });
/** The team A owner's own data: everyone else is told it does not exist. */
const ownerOnly = (status: number) => ({ ...all(404), anonymous: 401, owner: status });

/** A scorecard rating every default competency (the fixture's open vacancy keeps the defaults). */
const MATRIX_SCORECARD = {
  ratings: SCORECARD_PRESETS.map((key) => ({ key, rating: 'yes' })),
  recommendation: 'yes',
  notes: 'Matrix scorecard',
};

let unique = 0;
const fresh = (what: string) => {
  unique += 1;
  return `${what}-${unique}-${Date.now()}@matrix.example.test`;
};
/** A client address per call, for routes limited per address. */
const address = () => `198.18.${Math.floor(unique / 250) % 250}.${(unique += 1) % 250}`;

/**
 * The expected access of EVERY API route, keyed `METHOD /url` as registered. The matrix test
 * fails for a route missing here: a new endpoint declares who may call it by adding a line.
 * Destructive calls get a fresh target per call (`fixture.newDraftVacancy()`, ...).
 */
export const ACCESS_MATRIX: Record<string, RouteAccess> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: all(200) },
  'GET /api/ready': { request: () => ({ url: '/api/ready' }), expect: all(200) },

  'POST /api/auth/register': {
    request: () => ({ url: '/api/auth/register', payload: { email: fresh('new'), password: 'long-password-1', name: 'New', kind: 'candidate' }, remoteAddress: address() }),
    expect: all(201),
  },
  'POST /api/auth/login': {
    request: (f, role) => ({ url: '/api/auth/login', payload: { email: role === 'anonymous' ? 'nobody@matrix.example.test' : accountOf(f, role).email, password: 'wrong-password' }, remoteAddress: address() }),
    expect: all(401),
  },
  'POST /api/auth/logout': {
    request: async (f, role) => ({ url: '/api/auth/logout', ...(role === 'anonymous' || isKeyRole(role) ? {} : { cookie: await f.newSession(role) }) }),
    expect: all(204),
  },
  'POST /api/auth/password-reset': {
    request: (f, role) => ({ url: '/api/auth/password-reset', payload: { email: role === 'anonymous' ? fresh('nobody') : accountOf(f, role).email }, remoteAddress: address() }),
    expect: all(202),
  },
  'POST /api/auth/password-reset/confirm': {
    request: () => ({ url: '/api/auth/password-reset/confirm', payload: { token: 'made-up-token', password: 'long-password-1' }, remoteAddress: address() }),
    expect: all(400),
  },
  'POST /api/auth/verify-email': { request: () => ({ url: '/api/auth/verify-email', payload: { token: 'made-up-token' }, remoteAddress: address() }), expect: all(400) },
  // The matrix's accounts are verified: a resend is refused as needless.
  'POST /api/auth/verify-email/resend': { request: () => ({ url: '/api/auth/verify-email/resend', remoteAddress: address() }), expect: signedIn(409) },
  'GET /api/auth/me': { request: () => ({ url: '/api/auth/me' }), expect: signedIn(200) },
  'GET /api/auth/session': { request: () => ({ url: '/api/auth/session' }), expect: all(200) },

  'GET /api/set_promocode': { request: (f) => ({ url: `/api/set_promocode?utm_campaign=${f.campaign}` }), expect: recruiters(200) },
  'POST /api/frontend_alert': { request: () => ({ url: '/api/frontend_alert/', payload: { message: 'matrix' }, remoteAddress: address() }), expect: all(202) },
  'POST /api/platform/remote-loads': {
    request: () => ({ url: '/api/platform/remote-loads', payload: { loads: [{ remote: 'remote-search', version: '1.0.0', outcome: 'mounted' }] }, remoteAddress: address() }),
    expect: all(202),
  },

  // The release store's controls: platform operators only, and the matrix has none (an operator's
  // answers are in api/src/modules/platform-releases/platform-releases.test.ts and release-actions.test.ts).
  'GET /api/platform/releases': { request: () => ({ url: '/api/platform/releases' }), expect: signedIn(403) },
  'GET /api/platform/releases/:app/health': { request: () => ({ url: '/api/platform/releases/remote-search/health' }), expect: signedIn(403) },
  'POST /api/platform/releases/:app/promote': { request: () => ({ url: '/api/platform/releases/remote-search/promote', payload: { reason: 'matrix', seen: { current: '1.0.0' } } }), expect: signedIn(403) },
  'POST /api/platform/releases/:app/abort': { request: () => ({ url: '/api/platform/releases/remote-search/abort', payload: { reason: 'matrix', seen: { current: '1.0.0' } } }), expect: signedIn(403) },
  'GET /api/platform/releases/actions/:id': { request: () => ({ url: '/api/platform/releases/actions/1' }), expect: signedIn(403) },
  'POST /api/platform/releases/:app/rollback': { request: () => ({ url: '/api/platform/releases/remote-search/rollback', payload: { reason: 'matrix', seen: { current: '1.0.0' } } }), expect: signedIn(403) },

  'GET /api/team': { request: () => ({ url: '/api/team' }), expect: recruiters(200) },
  // Webhooks send the team's data out: its owner only (each owner acts on their own team).
  'GET /api/team/webhooks': { request: () => ({ url: '/api/team/webhooks' }), expect: { ...recruiters(200), member: 403, admin: 403 } },
  'POST /api/team/webhooks': {
    request: () => ({ url: '/api/team/webhooks', payload: { url: 'https://hooks.example.test/matrix', events: ['application.created'] } }),
    expect: { ...recruiters(201), member: 403, admin: 403 },
  },
  'DELETE /api/team/webhooks/:id': { request: async (f) => ({ url: `/api/team/webhooks/${await f.newWebhook()}` }), expect: { ...teamA(204), member: 403, admin: 403 } },
  'POST /api/team/webhooks/:id/test': { request: async (f) => ({ url: `/api/team/webhooks/${await f.teamAWebhook()}/test`, payload: {} }), expect: { ...teamA(202), member: 403, admin: 403 } },
  'GET /api/team/webhooks/:id/deliveries': { request: async (f) => ({ url: `/api/team/webhooks/${await f.teamAWebhook()}/deliveries` }), expect: { ...teamA(200), member: 403, admin: 403 } },
  'POST /api/team/invitations': { request: () => ({ url: '/api/team/invitations', payload: { email: fresh('invitee'), role: 'member' } }), expect: { ...recruiters(201), member: 403 } },
  'DELETE /api/team/invitations/:id': { request: async (f) => ({ url: `/api/team/invitations/${await f.newInvitation()}` }), expect: managersOfA(204) },
  'POST /api/team/invitations/:token/accept': { request: (f) => ({ url: `/api/team/invitations/${f.strangersInvitationToken}/accept` }), expect: recruiters(403) },
  'PATCH /api/team/members/:id': { request: (f) => ({ url: `/api/team/members/${f.accounts.member.id}`, payload: { role: 'member' } }), expect: managersOfA(200) },
  'DELETE /api/team/members/:id': { request: async (f) => ({ url: `/api/team/members/${await f.newMemberOfTeamA()}` }), expect: managersOfA(204) },
  // API keys: owners only, signed in (a key never manages keys); a fresh key of team A per revocation.
  'GET /api/team/api-keys': { request: () => ({ url: '/api/team/api-keys' }), expect: { ...recruiters(200), member: 403, admin: 403 } },
  'POST /api/team/api-keys': {
    request: () => ({ url: '/api/team/api-keys', payload: { name: `Matrix key ${(unique += 1)}`, scopes: ['cvs:read'] } }),
    expect: { ...recruiters(201), member: 403, admin: 403 },
  },
  'DELETE /api/team/api-keys/:id': { request: async (f) => ({ url: `/api/team/api-keys/${await f.newApiKey()}` }), expect: { ...managersOfA(204), admin: 403 } },
  'GET /api/openapi.json': { request: () => ({ url: '/api/openapi.json' }), expect: all(200) },
  'GET /api/docs': { request: () => ({ url: '/api/docs' }), expect: all(200) },
  // The same for everyone (no session is read): the team's own draft is not found for it either.
  'GET /api/public/page-head': { request: (f) => ({ url: `/api/public/page-head?path=/team/vacancy/${f.draftVacancyId}` }), expect: all(404) },
  'GET /api/public/sitemap.xml': { request: () => ({ url: '/api/public/sitemap.xml' }), expect: all(200) },
  'GET /api/public/robots.txt': { request: () => ({ url: '/api/public/robots.txt' }), expect: all(200) },
  'GET /api/team/analytics': { request: () => ({ url: '/api/team/analytics' }), expect: recruiters(200) },

  'GET /api/team/vacancies': { request: () => ({ url: '/api/team/vacancies' }), expect: keyed(recruiters(200), 'pipeline:write') },
  'POST /api/team/vacancies': { request: () => ({ url: '/api/team/vacancies', payload: { title: 'Matrix vacancy' } }), expect: keyed(recruiters(201), 'pipeline:write') },
  'GET /api/team/vacancies/:id': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}` }), expect: keyed({ ...teamA(200), anonymous: 404, candidate: 404 }, 'pipeline:write') },
  'PATCH /api/team/vacancies/:id': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}`, payload: { remote: false } }), expect: keyed(teamA(200), 'pipeline:write') },
  'DELETE /api/team/vacancies/:id': { request: async (f) => ({ url: `/api/team/vacancies/${await f.newDraftVacancy()}` }), expect: keyed(teamA(204), 'pipeline:write') },
  // Only candidates apply, once: the matrix's candidate applied while the fixture was built.
  'POST /api/team/vacancies/:id/applications': {
    request: (f) => ({ url: `/api/team/vacancies/${f.openVacancyId}/applications`, payload: { message: 'Matrix' }, remoteAddress: address() }),
    expect: { ...all(403), anonymous: 401, candidate: 409 },
  },
  'GET /api/vacancies': { request: () => ({ url: '/api/vacancies' }), expect: all(200) },
  'GET /api/user/applications': { request: () => ({ url: '/api/user/applications' }), expect: signedIn(200) },
  'GET /api/team/applications/:id': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}` }), expect: keyed(teamA(200), 'pipeline:write') },
  // new → hired skips the stages: the team gets past the access check to the pipeline's rule (409).
  'POST /api/team/applications/:id/stage': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/stage`, payload: { stage: 'hired' } }), expect: keyed(teamA(409), 'pipeline:write') },
  'POST /api/team/applications/:id/notes': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/notes`, payload: { body: 'Matrix note' } }), expect: keyed(teamA(201), 'pipeline:write') },
  'GET /api/team/vacancies/:id/applications': { request: (f) => ({ url: `/api/team/vacancies/${f.openVacancyId}/applications` }), expect: keyed(teamA(200, 403), 'pipeline:write') },
  'GET /api/team/vacancies/:id/mailings': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/mailings` }), expect: keyed(teamA(200), 'messages:send') },
  // The conversation: team A and the candidate who applied; anyone else is told it does not exist.
  'GET /api/team/applications/:id/messages': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/messages` }), expect: teamA(200) },
  'POST /api/team/applications/:id/messages': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/messages`, payload: { body: 'Matrix message' } }), expect: teamA(201) },
  // The fixture's message is the team's own (nothing to decide): team A passes the access check to the rule (409).
  'POST /api/team/applications/:id/messages/:messageId/sender': {
    request: (f) => ({ url: `/api/team/applications/${f.applicationId}/messages/${f.threadMessageId}/sender`, payload: { decision: 'accept' } }),
    expect: teamA(409),
  },
  'GET /api/team/applications/:id/attachments/:attachmentId': {
    request: (f) => ({ url: `/api/team/applications/${f.applicationId}/attachments/${f.threadAttachmentId}` }),
    expect: teamA(200),
  },
  // The fixture's file is plain text: team A gets past the access check to the intake's refusal (200, like a file import).
  'POST /api/team/applications/:id/attachments/:attachmentId/cv': {
    request: (f) => ({ url: `/api/team/applications/${f.applicationId}/attachments/${f.threadAttachmentId}/cv` }),
    expect: teamA(200),
  },
  // Scorecards: team A's members (a vacancy's competencies, their own scorecard of the application, the
  // summary); an interview's scorecard is its interviewer's alone, the team's other members are told it does not exist.
  'GET /api/team/vacancies/:id/scorecard': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/scorecard` }), expect: teamA(200) },
  'PUT /api/team/vacancies/:id/scorecard': {
    request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/scorecard`, payload: { competencies: [{ key: 'communication', name: '' }, { key: '', name: 'Matrix SQL' }] } }),
    expect: teamA(200),
  },
  'GET /api/team/applications/:id/scorecards': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/scorecards` }), expect: teamA(200) },
  'GET /api/team/applications/:id/scorecard': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/scorecard` }), expect: teamA(200) },
  'PUT /api/team/applications/:id/scorecard': { request: (f) => ({ url: `/api/team/applications/${f.applicationId}/scorecard`, payload: MATRIX_SCORECARD }), expect: teamA(200) },
  'GET /api/team/interviews/:id/scorecard': { request: (f) => ({ url: `/api/team/interviews/${f.interviewId}/scorecard` }), expect: { ...teamA(404), owner: 200 } },
  'PUT /api/team/interviews/:id/scorecard': { request: (f) => ({ url: `/api/team/interviews/${f.interviewId}/scorecard`, payload: MATRIX_SCORECARD }), expect: { ...teamA(404), owner: 200 } },
  'GET /api/team/message-templates': { request: () => ({ url: '/api/team/message-templates' }), expect: recruiters(200) },
  'POST /api/team/message-templates': { request: () => ({ url: '/api/team/message-templates', payload: { name: fresh('template'), body: 'Hello {name}' } }), expect: recruiters(201) },
  // Team A's template: the other team is told it does not exist.
  'DELETE /api/team/message-templates/:id': { request: async (f) => ({ url: `/api/team/message-templates/${await f.newTemplate()}` }), expect: teamA(204) },
  'GET /api/team/conversations/unread': { request: () => ({ url: '/api/team/conversations/unread' }), expect: recruiters(200) },
  'POST /api/team/applications/:id/interviews': {
    request: (f) => ({
      url: `/api/team/applications/${f.applicationId}/interviews`,
      payload: { startsAt: `${new Date().getUTCFullYear() + 1}-06-11T10:00`, timeZone: 'Europe/Berlin', durationMinutes: 30, interviewerIds: [f.accounts.owner.id], confirmOverlap: true },
    }),
    expect: teamA(201),
  },
  'PATCH /api/team/interviews/:id': { request: (f) => ({ url: `/api/team/interviews/${f.interviewId}`, payload: { notes: 'Matrix note' } }), expect: teamA(200) },
  'DELETE /api/team/interviews/:id': { request: async (f) => ({ url: `/api/team/interviews/${await f.newInterview()}` }), expect: teamA(204) },
  // Each team lists its own: another team's owner gets theirs (none).
  'GET /api/team/interviews': { request: () => ({ url: '/api/team/interviews' }), expect: recruiters(200) },
  'GET /api/user/interviews': { request: () => ({ url: '/api/user/interviews' }), expect: signedIn(200) },
  'POST /api/user/interviews/:id/answer': { request: (f) => ({ url: `/api/user/interviews/${f.interviewId}/answer`, payload: { answer: 'tentative' } }), expect: { ...all(404), anonymous: 401, candidate: 200 } },
  // The link's token is the secret: whoever holds it answers, signed in or not.
  'GET /api/interviews/answer/:token/:answer': { request: (f) => ({ url: `/api/interviews/answer/${f.interviewAnswerToken}/accepted` }), expect: all(200) },
  'POST /api/interviews/answer/:token/:answer': { request: (f) => ({ url: `/api/interviews/answer/${f.interviewAnswerToken}/accepted` }), expect: all(200) },
  'GET /api/user/applications/:id/messages': { request: (f) => ({ url: `/api/user/applications/${f.applicationId}/messages` }), expect: { ...all(404), anonymous: 401, candidate: 200 } },
  'POST /api/user/applications/:id/messages': {
    request: (f) => ({ url: `/api/user/applications/${f.applicationId}/messages`, payload: { body: 'Matrix reply' } }),
    expect: { ...all(404), anonymous: 401, candidate: 201 },
  },
  'POST /api/team/vacancies/:id/mailings': {
    request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/mailings`, payload: { subject: 'Hi', body: 'Hello {{name}}', recipients: { source: 'favourites', list: 'no-such-list' } } }),
    expect: keyed(teamA(400), 'messages:send'),
  },
  'POST /api/team/vacancies/:id/mailings/preview': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/mailings/preview`, payload: {} }), expect: keyed(teamA(400), 'messages:send') },
  'GET /api/team/vacancies/:id/mailings/:mailingId': { request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/mailings/999999999` }), expect: keyed(teamA(404), 'messages:send') },
  'GET /api/team/vacancies/:id/mailings/:mailingId/recipients': {
    request: (f) => ({ url: `/api/team/vacancies/${f.draftVacancyId}/mailings/999999999/recipients` }),
    expect: keyed(teamA(404), 'messages:send'),
  },
  // Public one-click unsubscribe: the token is the only key; an unknown one is a 404 for anyone.
  'GET /api/mail/unsubscribe/:token': { request: () => ({ url: '/api/mail/unsubscribe/no-such-token' }), expect: all(404) },
  'POST /api/mail/unsubscribe/:token': { request: () => ({ url: '/api/mail/unsubscribe/no-such-token' }), expect: all(404) },

  'GET /api/user/favourites/lists': { request: (f) => ({ url: `/api/user/favourites/lists?type=internal&id=${f.candidateCvId}` }), expect: signedIn(200) },
  'POST /api/user/favourites/lists': { request: () => ({ url: '/api/user/favourites/lists', payload: { name: `Matrix list ${(unique += 1)}` } }), expect: signedIn(201) },
  // The owner renames their list to its own name (its marker stays); to anyone else it does not exist.
  'PATCH /api/user/favourites/lists/:id': {
    request: (f) => ({ url: `/api/user/favourites/lists/${f.ownerFavouriteListId}`, payload: { name: f.ownerFavouriteListName } }),
    expect: ownerOnly(200),
  },
  'DELETE /api/user/favourites/lists/:id': { request: async (f) => ({ url: `/api/user/favourites/lists/${await f.newOwnerFavouriteList()}` }), expect: ownerOnly(204) },
  'GET /api/user/favourites/lists/:id/export': { request: (f) => ({ url: `/api/user/favourites/lists/${f.ownerFavouriteListId}/export` }), expect: ownerOnly(200) },
  'POST /api/user/favourites/copy': {
    request: async (f) => ({
      url: '/api/user/favourites/copy',
      payload: { type: 'internal', id: f.candidateCvId, fromListId: f.ownerFavouriteListId, toListId: await f.newOwnerFavouriteList() },
    }),
    expect: ownerOnly(201),
  },
  // From a fresh list holding the CV onto the owner's list, which holds it already: the owner's list keeps it.
  'POST /api/user/favourites/move': {
    request: async (f) => ({
      url: '/api/user/favourites/move',
      payload: { type: 'internal', id: f.candidateCvId, fromListId: await f.newOwnerFavouriteList({ withCandidateCv: true }), toListId: f.ownerFavouriteListId },
    }),
    expect: ownerOnly(200),
  },
  'PUT /api/user/favourites/note': {
    // Everyone else does not keep the CV: 404, and the owner's note is not touched.
    request: (f, role) => ({ url: '/api/user/favourites/note', payload: { type: 'internal', id: f.candidateCvId, note: role === 'owner' ? f.ownerFavouriteNote : 'overwritten' } }),
    expect: ownerOnly(200),
  },
  'GET /api/user/favourites': { request: () => ({ url: '/api/user/favourites?q=a&perPage=50' }), expect: signedIn(200) },
  'GET /api/user/favourites/marks': { request: (f) => ({ url: `/api/user/favourites/marks?cvs=internal:${f.candidateCvId}` }), expect: signedIn(200) },
  'POST /api/user/favourites': { request: (f) => ({ url: '/api/user/favourites', payload: { type: 'imported', id: f.importedCvId } }), expect: { ...teamA(201), candidate: 404 } },
  // After the POST above (the matrix runs in this order): team A's roles added the CV, the others could not.
  'DELETE /api/user/favourites': { request: (f) => ({ url: `/api/user/favourites?type=imported&id=${f.importedCvId}` }), expect: { ...teamA(204), candidate: 404 } },
  'GET /api/user/history': { request: () => ({ url: '/api/user/history?kind=search' }), expect: signedIn(200) },
  'DELETE /api/user/history': { request: () => ({ url: '/api/user/history?kind=search' }), expect: signedIn(204) },
  'GET /api/user/scouts': { request: () => ({ url: '/api/user/scouts' }), expect: signedIn(200) },
  'POST /api/user/scouts': { request: () => ({ url: '/api/user/scouts', payload: { name: 'Matrix scout', criteria: { text: 'go' } } }), expect: signedIn(201) },
  'GET /api/user/scouts/:id': { request: (f) => ({ url: `/api/user/scouts/${f.ownerScoutId}` }), expect: ownerOnly(200) },
  'PATCH /api/user/scouts/:id': { request: (f) => ({ url: `/api/user/scouts/${f.ownerScoutId}`, payload: { active: true } }), expect: ownerOnly(200) },
  'DELETE /api/user/scouts/:id': { request: () => ({ url: '/api/user/scouts/999999999' }), expect: { ...all(404), anonymous: 401 } },
  'POST /api/user/scouts/:id/run': { request: (f) => ({ url: `/api/user/scouts/${f.ownerScoutId}/run` }), expect: ownerOnly(201) },
  'GET /api/user/scouts/results': { request: (f) => ({ url: `/api/user/scouts/results?scoutId=${f.ownerScoutId}` }), expect: signedIn(200) },
  'GET /api/user/scouts/results/:id': { request: () => ({ url: '/api/user/scouts/results/999999999' }), expect: { ...all(404), anonymous: 401 } },
  'GET /api/user/account': { request: () => ({ url: '/api/user/account' }), expect: signedIn(200) },
  'PATCH /api/user/account': { request: () => ({ url: '/api/user/account', payload: { theme: 'dark' } }), expect: signedIn(200) },
  'POST /api/user/account/password': { request: () => ({ url: '/api/user/account/password', payload: { currentPassword: 'wrong-password', newPassword: 'another-password-1' } }), expect: signedIn(400) },
  'DELETE /api/user/account': { request: () => ({ url: '/api/user/account', payload: { password: 'wrong-password' } }), expect: signedIn(400) },
  'POST /api/user/account/delete': { request: () => ({ url: '/api/user/account/delete', payload: { password: 'wrong-password' } }), expect: signedIn(400) },
  'POST /api/user/account/email': { request: () => ({ url: '/api/user/account/email', payload: { newEmail: fresh('moved'), password: 'wrong-password' } }), expect: signedIn(400) },
  'GET /api/user/account/sessions': { request: () => ({ url: '/api/user/account/sessions' }), expect: signedIn(200) },
  // Someone else's session id is answered as unknown, like a made-up one.
  'DELETE /api/user/account/sessions/:id': { request: () => ({ url: '/api/user/account/sessions/00000000-0000-4000-8000-000000000000' }), expect: signedIn(404) },
  // With the role's own session: it ends only the extra sessions made for sign-out calls.
  'POST /api/user/account/sessions/sign-out-others': { request: () => ({ url: '/api/user/account/sessions/sign-out-others' }), expect: signedIn(200) },
  'GET /api/user/account/reveals': { request: () => ({ url: '/api/user/account/reveals' }), expect: signedIn(200) },
  'GET /api/user/account/candidate': { request: () => ({ url: '/api/user/account/candidate' }), expect: { ...signedIn(403), candidate: 200 } },
  'PATCH /api/user/account/candidate': { request: () => ({ url: '/api/user/account/candidate', payload: { noMailings: false } }), expect: { ...signedIn(403), candidate: 200 } },
  'GET /api/user/account/export': { request: () => ({ url: '/api/user/account/export' }), expect: signedIn(200) },

  'GET /api/education': { request: () => ({ url: '/api/education' }), expect: signedIn(200) },
  'GET /api/education/:id': { request: () => ({ url: '/api/education/1' }), expect: signedIn(200) },
  'POST /api/education/:id/progress': { request: () => ({ url: '/api/education/1/progress', payload: { completed: true } }), expect: signedIn(200) },
  'GET /api/education/:id/lessons/:position': { request: () => ({ url: '/api/education/1/lessons/1' }), expect: signedIn(200) },
  'POST /api/education/:id/lessons/:position/progress': {
    request: () => ({ url: '/api/education/1/lessons/1/progress', payload: { completed: true } }),
    expect: signedIn(200),
  },

  'POST /api/webapp/resumes_search/resumes/': { request: () => ({ url: '/api/webapp/resumes_search/resumes/', payload: { text: 'matrix' } }), expect: keyed(all(200), 'cvs:read') },
  'POST /api/webapp/resumes_search/resume/': { request: (f) => ({ url: '/api/webapp/resumes_search/resume/', payload: { type: 'imported', id: f.importedCvId } }), expect: keyed({ ...teamA(200), anonymous: 404, candidate: 404 }, 'cvs:read') },
  'POST /api/webapp/resumes_search/resume/contacts': { request: (f) => ({ url: '/api/webapp/resumes_search/resume/contacts', payload: { type: 'imported', id: f.importedCvId } }), expect: keyed(teamA(200), 'cvs:read') },
  'GET /api/cv/username/:username': { request: (f) => ({ url: `/api/cv/username/${f.candidateUsername}` }), expect: all(200) },
  'GET /api/cv/me': { request: () => ({ url: '/api/cv/me' }), expect: { ...all(403), anonymous: 401, candidate: 200 } },
  'PUT /api/cv/me': { request: (f) => ({ url: '/api/cv/me', payload: { username: f.candidateUsername, visibility: 'public', resume: { basics: { name: 'Matrix Candidate' } } } }), expect: { ...all(403), anonymous: 401, candidate: 200 } },
  'POST /api/cv/import': { request: () => ({ url: '/api/cv/import', payload: { basics: { name: 'Matrix import' } } }), expect: recruiters(201) },
  'POST /api/cv/import/files': {
    // A file refused for its format: the answer is still a result per file.
    request: () => {
      const body = multipart([{ name: 'notes.txt', bytes: Buffer.from('plain text') }]);
      return { url: '/api/cv/import/files', payload: body.payload, headers: body.headers };
    },
    expect: recruiters(200),
  },
  'GET /api/cv/import/drafts/:id': { request: async (f) => ({ url: `/api/cv/import/drafts/${await f.newFileDraft()}` }), expect: teamA(200) },
  'POST /api/cv/import/drafts/:id': {
    request: async (f) => ({
      url: `/api/cv/import/drafts/${await f.newFileDraft()}`,
      payload: { draft: { name: 'Matrix Person', label: '', email: '', phone: '', city: '', skills: [], work: [] } },
    }),
    expect: teamA(201),
  },
  'GET /api/cv/:type/:id/file': { request: (f) => ({ url: `/api/cv/imported/${f.importedFileCvId}/file` }), expect: teamA(200) },
  'GET /api/cv/:type/:id/duplicates': { request: (f) => ({ url: `/api/cv/imported/${f.importedCvId}/duplicates` }), expect: teamA(200) },
  'POST /api/cv/:type/:id/merge': {
    request: async (f) => ({ url: `/api/cv/imported/${f.importedCvId}/merge`, payload: { with: { type: 'imported', id: await f.newImportedCv() } } }),
    expect: teamA(201),
  },
  'POST /api/cv/merges/:id/undo': { request: async (f) => ({ url: `/api/cv/merges/${await f.newMerge()}/undo` }), expect: teamA(200) },
  ...PRIVACY_ACCESS,
};
