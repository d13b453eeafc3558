import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/database';
import { makeDocx } from '../../modules/cv/intake/testing/files';
import { multipart } from '../../modules/cv/intake/testing/multipart';
import { TEST_PASSWORD } from '../app';

/**
 * Who calls: nobody, a candidate, the three roles of team A, the owner of team B, and three API
 * keys of team A (made by its owner): one with every scope, one with `cvs:read` only, one revoked.
 * A key's call also carries the owner's session cookie, which must change nothing.
 */
export const ROLES = ['anonymous', 'candidate', 'member', 'admin', 'owner', 'otherOwner', 'key', 'narrowKey', 'revokedKey'] as const;
export type Role = (typeof ROLES)[number];
/** The callers that present an API key. */
const KEY_ROLES = ['key', 'narrowKey', 'revokedKey'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];
/** The callers that sign in with an account. */
export type AccountRole = Exclude<Role, 'anonymous' | KeyRole>;

export function isKeyRole(role: Role): role is KeyRole {
  return KEY_ROLES.some((keyRole) => keyRole === role);
}

/** A signed-in account of the matrix. */
export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Texts planted in private data, each with the roles allowed to see it. A response to anyone else
 * containing one is a leak.
 */
export interface Marker {
  text: string;
  visibleTo: readonly Role[];
}

/** The accounts and data every route of the matrix is called against. */
export interface Fixture {
  accounts: Record<AccountRole, Account>;
  /** The token of each key role (`hs_live_...`). */
  keyTokens: Record<KeyRole, string>;
  markers: Marker[];
  openVacancyId: number;
  /** The candidate's application to the open vacancy (stage `new`). */
  applicationId: number;
  /** A message of team A in that application's thread, and a file of a reply in it. */
  threadMessageId: number;
  threadAttachmentId: number;
  /** An interview of that application (team A's owner interviews; notes for the team alone) and the candidate's answer-link token. */
  interviewId: number;
  interviewAnswerToken: string;
  draftVacancyId: number;
  importedCvId: number;
  /** A CV team A imported from a file (the original is kept). */
  importedFileCvId: number;
  /** A pending erasure request of team A (docs/privacy.md). */
  erasureRequestId: string;
  candidateUsername: string;
  ownerScoutId: number;
  /** The team A owner's favourites list (a secret name) holding the candidate's CV with a secret note. */
  ownerFavouriteListId: number;
  ownerFavouriteListName: string;
  ownerFavouriteNote: string;
  /** The candidate's platform CV (public). */
  candidateCvId: number;
  /** A token of a pending invitation of team A, for an e-mail none of the roles has. */
  strangersInvitationToken: string;
  campaign: string;
  /** Helpers for routes that destroy what they act on: each call gets a fresh one. */
  newDraftVacancy(): Promise<number>;
  /** A new draft of team A: a file uploaded, not yet saved (saving it consumes it). */
  newFileDraft(): Promise<string>;
  /** A new CV team A imported (a merge consumes it). */
  newImportedCv(): Promise<number>;
  /** A new merge of team A, into {@link importedCvId}, still undoable. */
  newMerge(): Promise<number>;
  newInvitation(): Promise<string>;
  /** A webhook of team A (its owner registers it; nothing listens at its address). */
  newWebhook(): Promise<number>;
  /** One webhook of team A for the calls that leave it in place (made on first use). */
  teamAWebhook(): Promise<number>;
  /** A new interview of the candidate's application, for a call that cancels it. */
  newInterview(): Promise<number>;
  /** A new message template of team A. */
  newTemplate(): Promise<number>;
  newMemberOfTeamA(): Promise<string>;
  /** A new favourites list of the team A owner, empty or holding the candidate's CV. */
  newOwnerFavouriteList(options?: { withCandidateCv: boolean }): Promise<number>;
  /** A second session of a role (sign-out ends it, not the matrix's one). */
  newSession(role: AccountRole): Promise<string>;
  /** A new API key of team A (every scope), to revoke. */
  newApiKey(): Promise<string>;
}

/** The account behind a signed-in role; a key's is the team A owner who made it. */
export function accountOf(fixture: Fixture, role: Exclude<Role, 'anonymous'>): Account {
  return isKeyRole(role) ? fixture.accounts.owner : fixture.accounts[role];
}

/**
 * The headers a role calls with: its session cookie (`cookie` replaces it), or for a key its
 * bearer token beside the team A owner's cookie, which must not count.
 */
export function credentialsOf(fixture: Fixture, role: Role, cookie?: string): Record<string, string> {
  if (isKeyRole(role)) return { authorization: `Bearer ${fixture.keyTokens[role]}`, cookie: fixture.accounts.owner.cookie };
  const sent = cookie ?? (role === 'anonymous' ? undefined : fixture.accounts[role].cookie);
  return sent === undefined ? {} : { cookie: sent };
}

/** Team A's shared data: its three roles, and its keys where they reach it. */
const TEAM_A: readonly Role[] = ['member', 'admin', 'owner', 'key', 'narrowKey'];

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`fixture: ${what} answered ${response.statusCode}: ${response.body}`);
}

/** Registers an account through the API and returns it signed in. */
async function register(app: FastifyInstance, db: Database, kind: 'recruiter' | 'candidate', email: string, teamName?: string): Promise<Account> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: TEST_PASSWORD, name: `Matrix ${kind}`, kind, ...(teamName === undefined ? {} : { teamName }) },
  });
  expectStatus(response, 201, `registering ${email}`);
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (sid === undefined) throw new Error('fixture: no session cookie');
  const id: string = response.json().user.id;
  // As if the mailed link was followed: the matrix tests access, not the verification gate.
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [id]);
  return { id, email, cookie: `sid=${sid.value}` };
}

/** Builds the matrix's world through the API (and one campaign row), with unique names. */
export async function createFixture(app: FastifyInstance, db: Database): Promise<Fixture> {
  const tag = randomBytes(4).toString('hex');
  const secret = (what: string) => `SECRET-${what}-${tag}`;
  const email = (who: string) => `${who}-${tag}@matrix.example.test`;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  const owner = await register(app, db, 'recruiter', email('a-owner'), secret('team-a'));
  const otherOwner = await register(app, db, 'recruiter', email('b-owner'), secret('team-b'));
  const candidate = await register(app, db, 'candidate', email('candidate'));

  const invite = async (email: string, role: 'admin' | 'member'): Promise<string> => {
    const response = await call('POST', '/api/team/invitations', owner.cookie, { email, role });
    expectStatus(response, 201, 'an invitation');
    return response.json().token;
  };
  const join = async (who: string, role: 'admin' | 'member'): Promise<Account> => {
    const account = await register(app, db, 'recruiter', email(who));
    expectStatus(await call('POST', `/api/team/invitations/${await invite(account.email, role)}/accept`, account.cookie), 200, 'accepting');
    return account;
  };
  const admin = await join('admin', 'admin');
  const member = await join('member', 'member');

  const vacancy = async (cookie: string, title: string, status: 'draft' | 'open') => {
    const response = await call('POST', '/api/team/vacancies', cookie, { title, status });
    expectStatus(response, 201, 'a vacancy');
    const id: number = response.json().id;
    return id;
  };
  const openVacancyId = await vacancy(owner.cookie, `Open vacancy ${tag}`, 'open');
  const draftVacancyId = await vacancy(owner.cookie, secret('draft-a'), 'draft');
  await vacancy(otherOwner.cookie, secret('draft-b'), 'draft');

  const imported = await call('POST', '/api/cv/import', owner.cookie, { basics: { name: secret('imported-a'), email: email('imported') } });
  expectStatus(imported, 201, 'an import');
  const importedCvId: number = imported.json().results[0].id;
  let disposableCvs = 0;
  const importCv = async (): Promise<number> => {
    disposableCvs += 1;
    const response = await call('POST', '/api/cv/import', await signInAgain('owner'), { basics: { name: `Matrix Duplicate ${disposableCvs}`, email: email(`duplicate-${disposableCvs}`) } });
    expectStatus(response, 201, 'an import');
    return response.json().results[0].id;
  };

  const uploadFile = async (text: string, query: string, cookie = owner.cookie) => {
    const body = multipart([{ name: 'cv.docx', bytes: await makeDocx(['Matrix Person', 'Engineer', text]) }]);
    const response = await app.inject({ method: 'POST', url: `/api/cv/import/files${query}`, payload: body.payload, headers: { cookie, ...body.headers } });
    expectStatus(response, query === '' ? 200 : 201, 'a file import');
    return response.json().results[0];
  };
  const importedFileCvId: number = (await uploadFile(secret('file-a'), '?save=true')).id;

  const erasure = await db.query<{ id: string }>(
    `INSERT INTO privacy_erasure_requests (team_id, email, due_at)
     SELECT team_id, $2, now() + interval '10 days' FROM team_members WHERE user_id = $1 RETURNING id`,
    [owner.id, email('imported')],
  );
  const erasureRequestId = erasure.rows[0]?.id ?? '';
  const candidateUsername = `matrix-${tag}`;
  const candidateCv = await call('PUT', '/api/cv/me', candidate.cookie, { username: candidateUsername, visibility: 'public', resume: { basics: { name: 'Matrix Candidate' } } });
  expectStatus(candidateCv, 200, "the candidate's CV");
  const candidateCvId: number = candidateCv.json().id;
  // The candidate applies with their platform CV: the team sees their e-mail, nobody else does.
  const application = await call('POST', `/api/team/vacancies/${openVacancyId}/applications`, candidate.cookie, { message: 'Hello' });
  expectStatus(application, 201, 'an application');
  const applicationId: number = application.json().id;
  // The team writes in the application's thread (the team and the candidate see it), and a reply
  // arrived by e-mail with a file (the team's alone).
  const threadMessage = await call('POST', `/api/team/applications/${applicationId}/messages`, owner.cookie, { body: secret('thread') });
  expectStatus(threadMessage, 201, 'a thread message');
  const threadMessageId: number = threadMessage.json().id;
  const reply = await db.query<{ id: number }>(
    `INSERT INTO application_messages (application_id, side, via, body, original, sender_check) VALUES ($1, 'candidate', 'email', 'Files', 'Files', 'ok') RETURNING id`,
    [applicationId],
  );
  const file = await db.query<{ id: number }>(
    `INSERT INTO application_message_attachments (message_id, filename, content_type, size, content) VALUES ($1, 'cv.txt', 'text/plain', 4, $2) RETURNING id`,
    [reply.rows[0]?.id, Buffer.from('cv!\n')],
  );
  const threadAttachmentId = Number(file.rows[0]?.id);
  // An interview a year ahead; the owner interviews at the same time again for each new one (confirmed).
  const interviewAt = `${new Date().getUTCFullYear() + 1}-06-10T10:00`;
  const newInterview = async (notes = ''): Promise<number> => {
    const response = await call('POST', `/api/team/applications/${applicationId}/interviews`, owner.cookie, {
      startsAt: interviewAt, timeZone: 'Europe/Moscow', durationMinutes: 60, interviewerIds: [owner.id], notes, confirmOverlap: true,
    });
    expectStatus(response, 201, 'an interview');
    return response.json().id;
  };
  const interviewId = await newInterview(secret('interview-notes'));
  const answerToken = await db.query<{ answer_token: string }>(`SELECT answer_token FROM interview_attendees WHERE interview_id = $1 AND role = 'candidate'`, [interviewId]);
  const interviewAnswerToken = answerToken.rows[0]?.answer_token ?? '';

  const scout = await call('POST', '/api/user/scouts', owner.cookie, { name: secret('owner-scout'), criteria: { text: 'java' } });
  expectStatus(scout, 201, 'a scout');
  const favouriteList = async (name: string): Promise<number> => {
    const response = await call('POST', '/api/user/favourites/lists', owner.cookie, { name });
    expectStatus(response, 201, 'a favourites list');
    return response.json().id;
  };
  const ownerFavouriteListId = await favouriteList(secret('owner-list'));
  expectStatus(await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: candidateCvId, listId: ownerFavouriteListId }), 201, 'a favourite');
  expectStatus(await call('PUT', '/api/user/favourites/note', owner.cookie, { type: 'internal', id: candidateCvId, note: secret('owner-note') }), 200, 'a note');
  const strangersInvitationToken = await invite(secret('invitee').toLowerCase() + '@matrix.example.test', 'member');
  const campaign = `matrix-${tag}`;
  await db.query('INSERT INTO campaigns (code, credits) VALUES ($1, 1)', [campaign]);

  const apiKey = async (name: string, scopes: string[]): Promise<{ id: string; token: string }> => {
    const response = await call('POST', '/api/team/api-keys', owner.cookie, { name, scopes });
    expectStatus(response, 201, 'an API key');
    return response.json();
  };
  const revoked = await apiKey('Matrix revoked', ['cvs:read', 'pipeline:write', 'messages:send']);
  expectStatus(await call('DELETE', `/api/team/api-keys/${revoked.id}`, owner.cookie), 204, 'revoking an API key');
  const keyTokens: Record<KeyRole, string> = {
    key: (await apiKey('Matrix key', ['cvs:read', 'pipeline:write', 'messages:send'])).token,
    narrowKey: (await apiKey('Matrix narrow key', ['cvs:read'])).token,
    revokedKey: revoked.token,
  };

  const accounts = { owner, otherOwner, candidate, admin, member };
  let extra = 0;
  const signInAgain = async (role: AccountRole): Promise<string> => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: accounts[role].email, password: TEST_PASSWORD } });
    expectStatus(response, 200, 'a second sign-in');
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    if (sid === undefined) throw new Error('fixture: no session cookie');
    return `sid=${sid.value}`;
  };
  let sharedWebhook: Promise<number> | undefined;
  const newWebhook = async (): Promise<number> => {
    const response = await call('POST', '/api/team/webhooks', owner.cookie, { url: 'https://hooks.example.test/platform', events: ['vacancy.published'] });
    expectStatus(response, 201, 'a webhook');
    return response.json().webhook.id;
  };
  return {
    accounts,
    keyTokens,
    markers: [
      // Team A has an open vacancy: the public job board names its employer to everyone.
      { text: secret('team-a'), visibleTo: ROLES },
      { text: owner.email, visibleTo: TEAM_A },
      { text: secret('draft-a'), visibleTo: TEAM_A },
      { text: secret('imported-a'), visibleTo: TEAM_A },
      { text: secret('file-a'), visibleTo: TEAM_A },
      { text: candidate.email, visibleTo: [...TEAM_A, 'candidate'] },
      { text: secret('thread'), visibleTo: [...TEAM_A, 'candidate'] },
      { text: secret('interview-notes'), visibleTo: TEAM_A },
      { text: 'Matrix narrow key', visibleTo: ['owner'] },
      { text: secret('invitee').toLowerCase(), visibleTo: ['admin', 'owner'] },
      { text: secret('owner-scout'), visibleTo: ['owner'] },
      { text: secret('owner-list'), visibleTo: ['owner'] },
      { text: secret('owner-note'), visibleTo: ['owner'] },
      { text: secret('team-b'), visibleTo: ['otherOwner'] },
      { text: secret('draft-b'), visibleTo: ['otherOwner'] },
      { text: otherOwner.email, visibleTo: ['otherOwner'] },
    ],
    openVacancyId,
    applicationId,
    threadMessageId,
    threadAttachmentId,
    interviewId,
    interviewAnswerToken,
    newInterview: () => newInterview(),
    draftVacancyId,
    importedCvId,
    importedFileCvId,
    erasureRequestId,
    candidateUsername,
    ownerScoutId: scout.json().id,
    ownerFavouriteListId,
    ownerFavouriteListName: secret('owner-list'),
    ownerFavouriteNote: secret('owner-note'),
    candidateCvId,
    strangersInvitationToken,
    campaign,
    newDraftVacancy: () => vacancy(owner.cookie, `Disposable ${tag}`, 'draft'),
    // A session of its own: the matrix's calls (a password change, "sign out the others") may have ended the owner's first one.
    newFileDraft: async () => (await uploadFile(secret('file-a'), '', await signInAgain('owner'))).draftId,
    newImportedCv: () => importCv(),
    async newMerge() {
      const response = await call('POST', `/api/cv/imported/${importedCvId}/merge`, await signInAgain('owner'), { with: { type: 'imported', id: await importCv() } });
      expectStatus(response, 201, 'a merge');
      return response.json().merge.id;
    },
    async newInvitation() {
      extra += 1;
      const response = await call('POST', '/api/team/invitations', owner.cookie, { email: email(`invitee-${extra}`), role: 'member' });
      expectStatus(response, 201, 'an invitation');
      return response.json().id;
    },
    newWebhook,
    teamAWebhook() {
      sharedWebhook ??= newWebhook();
      return sharedWebhook;
    },
    async newTemplate() {
      extra += 1;
      const response = await call('POST', '/api/team/message-templates', owner.cookie, { name: `Disposable ${tag} ${extra}`, body: 'Hello {name}' });
      expectStatus(response, 201, 'a message template');
      return response.json().id;
    },
    async newMemberOfTeamA() {
      extra += 1;
      return (await join(`extra-${extra}`, 'member')).id;
    },
    async newOwnerFavouriteList(options) {
      extra += 1;
      const id = await favouriteList(`Disposable list ${extra} ${tag}`);
      if (options?.withCandidateCv === true) {
        expectStatus(await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: candidateCvId, listId: id }), 201, 'a favourite');
      }
      return id;
    },
    newApiKey: async () => (await apiKey(`Disposable key ${tag}`, ['pipeline:write'])).id,
    newSession: signInAgain,
  };
}
