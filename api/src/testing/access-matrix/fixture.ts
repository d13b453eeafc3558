import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/database';
import { makeDocx } from '../../modules/cv/intake/testing/files';
import { multipart } from '../../modules/cv/intake/testing/multipart';
import { TEST_PASSWORD } from '../app';

/** Who calls: nobody, a candidate, the three roles of team A, and the owner of team B. */
export const ROLES = ['anonymous', 'candidate', 'member', 'admin', 'owner', 'otherOwner'] as const;
export type Role = (typeof ROLES)[number];

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
  accounts: Record<Exclude<Role, 'anonymous'>, Account>;
  markers: Marker[];
  openVacancyId: number;
  /** The candidate's application to the open vacancy (stage `new`). */
  applicationId: number;
  draftVacancyId: number;
  importedCvId: number;
  /** A CV team A imported from a file (the original is kept). */
  importedFileCvId: number;
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
  newInvitation(): Promise<string>;
  newMemberOfTeamA(): Promise<string>;
  /** A new favourites list of the team A owner, empty or holding the candidate's CV. */
  newOwnerFavouriteList(options?: { withCandidateCv: boolean }): Promise<number>;
  /** A second session of a role (sign-out ends it, not the matrix's one). */
  newSession(role: Exclude<Role, 'anonymous'>): Promise<string>;
}

const TEAM_A: readonly Role[] = ['member', 'admin', 'owner'];

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
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
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

  const uploadFile = async (text: string, query: string) => {
    const body = multipart([{ name: 'cv.docx', bytes: await makeDocx(['Matrix Person', 'Engineer', text]) }]);
    const response = await app.inject({ method: 'POST', url: `/api/cv/import/files${query}`, payload: body.payload, headers: { cookie: owner.cookie, ...body.headers } });
    expectStatus(response, query === '' ? 200 : 201, 'a file import');
    return response.json().results[0];
  };
  const importedFileCvId: number = (await uploadFile(secret('file-a'), '?save=true')).id;

  const candidateUsername = `matrix-${tag}`;
  const candidateCv = await call('PUT', '/api/cv/me', candidate.cookie, { username: candidateUsername, visibility: 'public', resume: { basics: { name: 'Matrix Candidate' } } });
  expectStatus(candidateCv, 200, "the candidate's CV");
  const candidateCvId: number = candidateCv.json().id;
  // The candidate applies with their platform CV: the team sees their e-mail, nobody else does.
  const application = await call('POST', `/api/team/vacancies/${openVacancyId}/applications`, candidate.cookie, { message: 'Hello' });
  expectStatus(application, 201, 'an application');
  const applicationId: number = application.json().id;

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

  const accounts = { owner, otherOwner, candidate, admin, member };
  let extra = 0;
  return {
    accounts,
    markers: [
      // Team A has an open vacancy: the public job board names its employer to everyone.
      { text: secret('team-a'), visibleTo: ['anonymous', 'candidate', 'member', 'admin', 'owner', 'otherOwner'] },
      { text: owner.email, visibleTo: TEAM_A },
      { text: secret('draft-a'), visibleTo: TEAM_A },
      { text: secret('imported-a'), visibleTo: TEAM_A },
      { text: secret('file-a'), visibleTo: TEAM_A },
      { text: candidate.email, visibleTo: [...TEAM_A, 'candidate'] },
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
    draftVacancyId,
    importedCvId,
    importedFileCvId,
    candidateUsername,
    ownerScoutId: scout.json().id,
    ownerFavouriteListId,
    ownerFavouriteListName: secret('owner-list'),
    ownerFavouriteNote: secret('owner-note'),
    candidateCvId,
    strangersInvitationToken,
    campaign,
    newDraftVacancy: () => vacancy(owner.cookie, `Disposable ${tag}`, 'draft'),
    newFileDraft: async () => (await uploadFile(secret('file-a'), '')).draftId,
    async newInvitation() {
      extra += 1;
      const response = await call('POST', '/api/team/invitations', owner.cookie, { email: email(`invitee-${extra}`), role: 'member' });
      expectStatus(response, 201, 'an invitation');
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
    async newSession(role) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: accounts[role].email, password: TEST_PASSWORD } });
      expectStatus(response, 200, 'a second sign-in');
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      if (sid === undefined) throw new Error('fixture: no session cookie');
      return `sid=${sid.value}`;
    },
  };
}
