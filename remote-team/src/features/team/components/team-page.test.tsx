import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamDetails } from '@platform/contract';
import { MemoryRouter } from '@platform/shared/router';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderInTeam, renderTeamRoute } from '../../../testing/render-team';
import { TeamPage } from './team-page';

function team(role: TeamDetails['role'] = 'owner'): TeamDetails {
  return {
    id: 't-1',
    name: 'Acme',
    plan: 'starter',
    credits: 20,
    role,
    members: [
      { id: 'u-1', name: 'Olga', email: 'olga@example.test', role, joinedAt: '2024-01-01T00:00:00Z' },
      { id: 'u-2', name: 'Pavel', email: 'pavel@example.test', role: 'member', joinedAt: '2024-02-01T00:00:00Z' },
    ],
    invitations: role === 'member' ? [] : [{ id: 'i-1', email: 'new@example.test', role: 'admin', createdAt: '2024-03-01T00:00:00Z', expiresAt: '2024-03-08T00:00:00Z' }],
  };
}

describe('TeamPage', () => {
  it('lists members with their roles and the pending invitations', async () => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Members of the team and their roles' });
    expect(within(table).getByText('pavel@example.test')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Role of Pavel' })).toHaveValue('member');
    expect(screen.getByText('new@example.test')).toBeInTheDocument();
  });

  it('lets an owner invite a colleague and shows the link to send', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team', {
      routes: {
        'GET /api/team': { body: team() },
        'POST /api/team/invitations': {
          status: 201,
          body: { id: 'i-2', email: 'kate@example.test', role: 'member', token: 'tok123', acceptPath: '/team?invitation=tok123', createdAt: '', expiresAt: '' },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'kate@example.test');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    const link = await screen.findByText(/\/team\?invitation=tok123$/);
    // One click puts the whole link on the clipboard, and the page says so.
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(link.textContent);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    const post = mountProps?.recorded.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ email: 'kate@example.test', role: 'member' });
  });

  it('tells an unverified owner up front that invitations wait for the verification, with the account link', async () => {
    renderTeamRoute('/team', { session: createRecruiterSession({ emailVerified: false }), routes: { 'GET /api/team': { body: team() } } });
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(within(notice).getByRole('link', { name: 'Send the link again on the Account page' })).toHaveAttribute('href', '/user/account');
    expect(await screen.findByRole('button', { name: 'Create invitation' })).toBeDisabled();
    expect(screen.getByText('Invitations are sent once your e-mail address is verified.')).toBeInTheDocument();
  });

  it('shows the API field error next to the e-mail', async () => {
    const user = userEvent.setup();
    renderTeamRoute('/team', {
      routes: {
        'GET /api/team': { body: team() },
        'POST /api/team/invitations': {
          status: 409,
          body: { error: { code: 'already_member', message: 'Already', fields: [{ path: 'email', message: 'Already a member of the team.' }] } },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'pavel@example.test');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('Already a member of the team.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('links an owner to the pages only owners use: integrations and personal data', async () => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team() } } });
    const settings = await screen.findByRole('navigation', { name: 'Owner settings' });
    expect(within(settings).getByRole('link', { name: /^Personal data/ })).toHaveAttribute('href', '/team/privacy');
    expect(within(settings).getByRole('link', { name: /^Integrations/ })).toHaveAttribute('href', '/team/integrations');
  });

  it.each(['admin', 'member'] as const)('shows a team %s no link to the owners’ pages', async (role) => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team(role) } }, session: createRecruiterSession({}, role) });
    expect(await screen.findByText('pavel@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Owner settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Personal data/ })).not.toBeInTheDocument();
  });

  it('gives a plain member no way to invite or change roles', async () => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team('member') } }, session: createRecruiterSession({}, 'member') });
    expect(await screen.findByText('pavel@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Pavel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the team' })).toBeInTheDocument();
  });

  it('changes a role and reports the last-owner refusal in the user language', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team', {
      locale: 'ru',
      routes: {
        'GET /api/team': { body: team() },
        'PATCH /api/team/members/u-2': { status: 409, body: { error: { code: 'last_owner', message: 'A team always keeps an owner.' } } },
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Роль: Pavel' }), 'owner');
    await waitFor(() => expect(mountProps?.recorded.toasts).toHaveLength(1));
    expect(mountProps?.recorded.toasts[0]).toMatchObject({ type: 'error', message: expect.stringContaining('владелец') });
  });

  it('joins a team from an invitation link, then refreshes the shell’s session and shows the new team without a reload', async () => {
    const user = userEvent.setup();
    let joined = false;
    const { mountProps } = renderInTeam(
      <MemoryRouter initialEntries={['/team?invitation=tok-9']}>
        <TeamPage />
      </MemoryRouter>,
      {
        routes: {
          'GET /api/team': () => ({ body: joined ? { ...team('member'), id: 't-2', name: 'Globex' } : team() }),
          'POST /api/team/invitations/tok-9/accept': () => {
            joined = true;
            return { body: { team: { id: 't-2', name: 'Globex', role: 'member' } } };
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeInTheDocument();
    expect(mountProps?.recorded.sessionRefreshes).toBe(1);
    expect(mountProps?.recorded.toasts[0]).toMatchObject({ type: 'success', message: 'You joined Globex.' });
    // The invitation is used up: its banner goes with it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument());
  });
});
