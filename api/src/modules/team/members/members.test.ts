import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';

describeEachDatabase('team members and invitations', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const call = createCaller(() => app);

  /** An owner plus a recruiter who joined the owner's team through an invitation with `role`. */
  async function teamWithMember(role: 'admin' | 'member') {
    const owner = await signUp(app, { kind: 'recruiter' });
    const joiner = await signUp(app, { kind: 'recruiter' });
    const invite = await call('POST', '/api/team/invitations', owner.cookie, { email: joiner.session.user.email, role });
    expect(invite.statusCode).toBe(201);
    const accepted = await call('POST', `/api/team/invitations/${invite.json().token}/accept`, joiner.cookie);
    expect(accepted.statusCode).toBe(200);
    return { owner, joiner };
  }

  it('shows the team with its members, plan and credits to a member', async () => {
    const owner = await signUp(app, { kind: 'recruiter', name: 'Olga' });
    const response = await call('GET', '/api/team', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.session.team?.id,
      plan: 'starter',
      credits: 20,
      role: 'owner',
      members: [{ id: owner.session.user.id, name: 'Olga', role: 'owner' }],
      invitations: [],
    });
  });

  it('answers 401 to anonymous visitors and 403 to candidates', async () => {
    expect((await call('GET', '/api/team')).statusCode).toBe(401);
    const candidate = await signUp(app, { kind: 'candidate' });
    expect((await call('GET', '/api/team', candidate.cookie)).statusCode).toBe(403);
  });

  it('invites by e-mail; the invitee joins with the role and leaves their empty team behind', async () => {
    const { owner, joiner } = await teamWithMember('member');
    const team = (await call('GET', '/api/team', owner.cookie)).json();
    expect(team.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: joiner.session.user.id, role: 'member' })]),
    );
    const me = (await call('GET', '/api/auth/me', joiner.cookie)).json();
    expect(me.team).toMatchObject({ id: owner.session.team?.id, role: 'member' });
    const oldTeam = await getDb().query('SELECT 1 FROM teams WHERE id = $1', [joiner.session.team?.id]);
    expect(oldTeam.rowCount).toBe(0);
  });

  it('keeps invitations for one address and one use', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const invited = await signUp(app, { kind: 'recruiter' });
    const stranger = await signUp(app, { kind: 'recruiter' });
    const { token } = (await call('POST', '/api/team/invitations', owner.cookie, { email: invited.session.user.email, role: 'admin' })).json();
    const pending = (await call('GET', '/api/team', owner.cookie)).json().invitations;
    expect(pending).toEqual([expect.objectContaining({ email: invited.session.user.email, role: 'admin' })]);
    expect(JSON.stringify(pending)).not.toContain(token);

    const wrongPerson = await call('POST', `/api/team/invitations/${token}/accept`, stranger.cookie);
    expect(wrongPerson.statusCode).toBe(403);
    expect((await call('POST', `/api/team/invitations/${token}/accept`, invited.cookie)).statusCode).toBe(200);
    const again = await call('POST', `/api/team/invitations/${token}/accept`, invited.cookie);
    expect(again.statusCode).toBe(404);
    expect((await call('POST', '/api/team/invitations/not-a-token/accept', invited.cookie)).statusCode).toBe(404);
  });

  it('e-mails the invitation with its link, through the mail queue', async () => {
    const owner = await signUp(app, { kind: 'recruiter', name: 'Olga <Owner>' });
    const email = `invitee-${Date.now()}@example.test`;
    const invite = await call('POST', '/api/team/invitations', owner.cookie, { email, role: 'member' });
    expect(invite.statusCode).toBe(201);
    const { rows } = await getDb().query<{ template: string; status: string; subject: string; link: string }>(
      "SELECT template, status, subject, variables->>'link' AS link FROM mail_messages WHERE to_email = $1",
      [email],
    );
    expect(rows).toEqual([{ template: 'invitation', status: 'queued', subject: expect.stringContaining('Olga <Owner> invites you'), link: invite.json().acceptPath }]);
  });

  it('rejects a bad invitation with the field and why', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const response = await call('POST', '/api/team/invitations', owner.cookie, { email: 'nope', role: 'boss' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'role']));
  });

  it('lets only owners and admins invite and manage members', async () => {
    const { owner, joiner } = await teamWithMember('member');
    const invite = await call('POST', '/api/team/invitations', joiner.cookie, { email: 'x@example.test', role: 'member' });
    expect(invite.statusCode).toBe(403);
    const promote = await call('PATCH', `/api/team/members/${joiner.session.user.id}`, joiner.cookie, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    const remove = await call('DELETE', `/api/team/members/${owner.session.user.id}`, joiner.cookie);
    expect(remove.statusCode).toBe(403);
    // The member does not see who else was invited.
    await call('POST', '/api/team/invitations', owner.cookie, { email: 'pending@example.test', role: 'member' });
    expect((await call('GET', '/api/team', joiner.cookie)).json().invitations).toEqual([]);
  });

  it('reads a member id in any case: an address with capitals names the same member', async () => {
    const { owner, joiner } = await teamWithMember('member');
    const promote = await call('PATCH', `/api/team/members/${joiner.session.user.id.toUpperCase()}`, owner.cookie, { role: 'admin' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toEqual(expect.objectContaining({ id: joiner.session.user.id, role: 'admin' }));
    expect((await call('DELETE', `/api/team/members/${joiner.session.user.id.toUpperCase()}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/team', owner.cookie)).json().members.map((member: { id: string }) => member.id)).toEqual([owner.session.user.id]);
  });

  it('changes roles, but never leaves a team without an owner', async () => {
    const { owner, joiner } = await teamWithMember('admin');
    const demoteSelf = await call('PATCH', `/api/team/members/${owner.session.user.id}`, owner.cookie, { role: 'member' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.code).toBe('last_owner');
    const leave = await call('DELETE', `/api/team/members/${owner.session.user.id}`, owner.cookie);
    expect(leave.statusCode).toBe(409);

    // An admin can neither take nor give the owner role.
    expect((await call('PATCH', `/api/team/members/${owner.session.user.id}`, joiner.cookie, { role: 'member' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/team/members/${joiner.session.user.id}`, joiner.cookie, { role: 'owner' })).statusCode).toBe(403);

    const promote = await call('PATCH', `/api/team/members/${joiner.session.user.id}`, owner.cookie, { role: 'owner' });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ id: joiner.session.user.id, role: 'owner' });
    // With a second owner, the first may step down.
    expect((await call('PATCH', `/api/team/members/${owner.session.user.id}`, owner.cookie, { role: 'member' })).statusCode).toBe(200);
  });

  it('removes a member, who gets an empty team of their own', async () => {
    const { owner, joiner } = await teamWithMember('member');
    const response = await call('DELETE', `/api/team/members/${joiner.session.user.id}`, owner.cookie);
    expect(response.statusCode).toBe(204);
    const me = (await call('GET', '/api/auth/me', joiner.cookie)).json();
    expect(me.team).toMatchObject({ role: 'owner', credits: 0 });
    expect(me.team.id).not.toBe(owner.session.team?.id);
  });

  it("never touches another team's members: 404 as if they did not exist", async () => {
    const { joiner } = await teamWithMember('member');
    const outsider = await signUp(app, { kind: 'recruiter' });
    expect((await call('PATCH', `/api/team/members/${joiner.session.user.id}`, outsider.cookie, { role: 'admin' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/members/${joiner.session.user.id}`, outsider.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/team/members/not-a-uuid', outsider.cookie)).statusCode).toBe(404);
    const theirs = (await call('GET', '/api/team', outsider.cookie)).json();
    expect(JSON.stringify(theirs)).not.toContain(joiner.session.user.email);
  });

  it.each([
    ['demoted to member', (owner: string, adminId: string) => call('PATCH', `/api/team/members/${adminId}`, owner, { role: 'member' })],
    ['removed from the team', (owner: string, adminId: string) => call('DELETE', `/api/team/members/${adminId}`, owner)],
  ])('revokes the invitations of an admin %s', async (_what, loseTheRight) => {
    const { owner, joiner: admin } = await teamWithMember('admin');
    const invited = await signUp(app, { kind: 'recruiter' });
    const invite = await call('POST', '/api/team/invitations', admin.cookie, { email: invited.session.user.email, role: 'admin' });
    expect(invite.statusCode).toBe(201);
    expect((await call('GET', '/api/team', owner.cookie)).json().invitations).toHaveLength(1);

    expect((await loseTheRight(owner.cookie, admin.session.user.id)).statusCode).toBeLessThan(300);

    expect((await call('GET', '/api/team', owner.cookie)).json().invitations).toEqual([]);
    const accept = await call('POST', `/api/team/invitations/${invite.json().token}/accept`, invited.cookie);
    expect(accept.statusCode).toBe(404);
    expect((await call('GET', '/api/team', invited.cookie)).json().id).toBe(invited.session.team?.id);
  });

  it("keeps an owner's invitations valid while they still manage the team", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const invited = await signUp(app, { kind: 'recruiter' });
    const invite = await call('POST', '/api/team/invitations', owner.cookie, { email: invited.session.user.email, role: 'member' });
    expect((await call('POST', `/api/team/invitations/${invite.json().token}/accept`, invited.cookie)).statusCode).toBe(200);
  });
});
