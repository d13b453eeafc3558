import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, TeamDetails } from '@platform/contract';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderTeamRoute } from '../../../../testing/render-team';

function team(role: TeamDetails['role']): TeamDetails {
  return {
    id: 't-1',
    name: 'Acme',
    plan: 'starter',
    credits: 20,
    role,
    members: [{ id: 'u-1', name: 'Olga', email: 'olga@example.test', role, joinedAt: '2024-01-01T00:00:00Z' }],
    invitations: [],
  };
}

const CRM: ApiKey = {
  id: 'k-1',
  name: 'CRM sync',
  scopes: ['cvs:read', 'pipeline:write'],
  prefix: 'hs_live_AbCd',
  createdAt: '2024-03-01T10:00:00Z',
  createdBy: 'Olga',
  lastUsedAt: null,
};

describe('API keys on the team page', () => {
  it('lists the keys for an owner: name, rights, created and last use', async () => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team('owner') }, 'GET /api/team/api-keys': { body: { items: [CRM] } } } });
    const table = await screen.findByRole('table', { name: "The team's API keys, their rights and when each was last used" });
    const row = within(table).getByText('CRM sync').closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Read CVs and search')).toBeInTheDocument();
    expect(within(row).getByText('Manage vacancies and applications')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('hs_live_AbCd…')).toBeInTheDocument();
  });

  it('is not offered to an admin', async () => {
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team('admin') } }, session: createRecruiterSession({}, 'admin') });
    expect(await screen.findByRole('button', { name: 'Create invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API keys' })).not.toBeInTheDocument();
  });

  it('creates a key and shows its token once, with a button that copies it', async () => {
    const user = userEvent.setup();
    const token = 'hs_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const ats: ApiKey = { ...CRM, id: 'k-2', name: 'ATS', scopes: ['messages:send'] };
    let keys: ApiKey[] = [];
    const { mountProps } = renderTeamRoute('/team', {
      routes: {
        'GET /api/team': { body: team('owner') },
        'GET /api/team/api-keys': () => ({ body: { items: keys } }),
        'POST /api/team/api-keys': () => {
          keys = [ats];
          return { status: 201, body: { ...ats, token } };
        },
      },
    });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'ATS');
    await user.click(screen.getByRole('checkbox', { name: 'Send mailings' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Key “ATS” created. Copy it now: it is shown only this once.')).toBeInTheDocument();
    expect(screen.getByLabelText('The new key')).toHaveTextContent(token);
    const post = mountProps?.recorded.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ name: 'ATS', scopes: ['messages:send'] });
    // The list gains the key, without its token.
    const table = await screen.findByRole('table', { name: /API keys/ });
    expect(table).toHaveTextContent('ATS');
    expect(table).not.toHaveTextContent(token);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(token);
  });

  it('says what is missing before asking the API', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team', {
      locale: 'ru',
      routes: { 'GET /api/team': { body: team('owner') }, 'GET /api/team/api-keys': { body: { items: [] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Создать ключ' }));
    expect(await screen.findByText('Назовите ключ, например по системе, которая будет им пользоваться.')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы одно право.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('revokes a key after a confirmation', async () => {
    const user = userEvent.setup();
    let keys = [CRM];
    const { mountProps } = renderTeamRoute('/team', {
      routes: {
        'GET /api/team': { body: team('owner') },
        'GET /api/team/api-keys': () => ({ body: { items: keys } }),
        'DELETE /api/team/api-keys/k-1': () => {
          keys = [];
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key “CRM sync”?' });
    expect(mountProps?.recorded.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await waitFor(() => expect(mountProps?.recorded.toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Key “CRM sync” revoked.' })));
  });
});
