import { screen, waitFor, within } from '@testing-library/react';
import type { Webhook, WebhookDelivery } from '@platform/contract';
import { formatDate } from '@platform/shared';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderTeamRoute } from '../../../testing/render-team';
import { QUEUED_POLL_MS } from '../api/get-webhook-deliveries';

const PATH = '/team/integrations';

function webhook(id: number, changes: Partial<Webhook> = {}): Webhook {
  return {
    id,
    url: `https://hooks.example.test/${id}`,
    events: ['application.created'],
    createdAt: '2026-11-20T09:00:00Z',
    failingSince: null,
    disabledAt: null,
    disabledReason: null,
    ...changes,
  };
}

function delivery(id: number, changes: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id,
    messageId: `msg_${id}`,
    event: 'webhook.test',
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    error: null,
    createdAt: '2026-11-27T14:02:11Z',
    deliveredAt: '2026-11-27T14:02:12Z',
    ...changes,
  };
}

/** The list item of a webhook once it shows. */
async function findItem(url: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 3, name: url });
  return itemOf(url);
}

/** The list item of a webhook, found by its address (its heading). */
function itemOf(url: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: url }).closest('li');
  if (item === null) throw new Error(`no list item for ${url}`);
  return item;
}

describe('IntegrationsPage', () => {
  it('lists the webhooks with their translated events, age and status', async () => {
    renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/webhooks': {
          body: {
            items: [
              webhook(1, { events: ['application.created', 'vacancy.closed'] }),
              webhook(2, { failingSince: '2026-11-26T08:00:00Z' }),
              webhook(3, { failingSince: '2026-11-25T08:00:00Z', disabledAt: '2026-11-26T08:00:00Z', disabledReason: 'every delivery failed for a day (last: HTTP 500)' }),
            ],
          },
        },
      },
    });
    const first = await findItem('https://hooks.example.test/1');
    expect(within(first).getByRole('list', { name: 'Events' })).toHaveTextContent('Application receivedVacancy closed');
    expect(within(first).getByText('Working')).toBeInTheDocument();
    expect(within(first).getByText(/^Added Nov 20, 2026$/)).toBeInTheDocument();
    expect(within(itemOf('https://hooks.example.test/2')).getByText(/^Failing since Nov 26, 2026/)).toBeInTheDocument();
    expect(within(itemOf('https://hooks.example.test/3')).getByText('Disabled Nov 26, 2026: every delivery failed for a day (last: HTTP 500)')).toBeInTheDocument();
  });

  it('shows an empty list in Russian with the form’s labels', async () => {
    renderTeamRoute(PATH, { locale: 'ru', routes: { 'GET /api/team/webhooks': { body: { items: [] } } } });
    expect(await screen.findByText('Вебхуков пока нет')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Новый отклик' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Вакансия закрыта' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Адрес \(URL\)/ })).toBeInTheDocument();
  });

  it('adds a webhook, then shows its secret once, focused, until the owner has saved it', async () => {
    let items: Webhook[] = [];
    const created = webhook(7, { url: 'https://hris.example.test/hooks', events: ['application.stage_changed', 'vacancy.published'] });
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/webhooks': () => ({ body: { items } }),
        'POST /api/team/webhooks': () => {
          items = [created];
          return { status: 201, body: { webhook: created, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' } };
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Endpoint URL/ }), 'https://hris.example.test/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'Application moved to another stage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vacancy published' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    const panel = await screen.findByRole('group', { name: /Copy its signing secret now: it is shown only this once/ });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('whsec_c2VjcmV0LXNob3duLW9uY2U=')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Example: verifying a request' })).toHaveTextContent("import { Webhook } from 'standardwebhooks';");
    const post = mountProps.recorded.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ url: 'https://hris.example.test/hooks', events: ['application.stage_changed', 'vacancy.published'] });
    expect(screen.getByRole('heading', { level: 3, name: 'https://hris.example.test/hooks' })).toBeInTheDocument();
    // The form is ready for the next one.
    expect(screen.getByRole('textbox', { name: /Endpoint URL/ })).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('whsec_c2VjcmV0LXNob3duLW9uY2U=')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: "The team's webhooks" })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'https://hris.example.test/hooks' })).toBeInTheDocument();
  });

  it('checks the form with the contract and shows the API’s field errors at the fields', async () => {
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/webhooks': { body: { items: [] } },
        'POST /api/team/webhooks': {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'The request is invalid.', fields: [{ path: 'url', message: 'Enter an https:// address.' }] } },
        },
      },
    });
    const url = await screen.findByRole('textbox', { name: /Endpoint URL/ });
    await user.type(url, 'https://hris.example.test/hooks');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Choose at least one event.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Events to send' })).toHaveAccessibleDescription('Choose at least one event.');
    expect(mountProps.recorded.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Vacancy closed' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Enter an https:// address.'));
    // Nothing typed is lost.
    expect(url).toHaveValue('https://hris.example.test/hooks');
    expect(screen.queryByRole('group', { name: /signing secret/ })).not.toBeInTheDocument();
  });

  it('removes a webhook only after the confirmation, then puts the focus on the list', async () => {
    let items = [webhook(1), webhook(2)];
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/webhooks': () => ({ body: { items } }),
        'DELETE /api/team/webhooks/1': () => {
          items = items.filter((item) => item.id !== 1);
          return { status: 204 };
        },
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'https://hooks.example.test/1' });
    await user.click(within(itemOf('https://hooks.example.test/1')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this webhook?' });
    expect(dialog).toHaveTextContent('https://hooks.example.test/1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mountProps.recorded.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: 'https://hooks.example.test/1' })).toBeInTheDocument();

    await user.click(within(itemOf('https://hooks.example.test/1')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this webhook?' })).getByRole('button', { name: 'Remove webhook' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'https://hooks.example.test/1' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'https://hooks.example.test/2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: "The team's webhooks" })).toHaveFocus());
    expect(mountProps.recorded.toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Webhook removed.' }));
  });

  it('sends a test event and shows it in the delivery log, queued and then delivered', async () => {
    let log: WebhookDelivery[] = [];
    const queued = delivery(5, { status: 'queued', attempts: 0, responseStatus: null, deliveredAt: null });
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/webhooks': { body: { items: [webhook(1)] } },
        'GET /api/team/webhooks/1/deliveries': () => {
          // The job runner delivers it between two looks at the log.
          const items = log;
          if (log[0]?.status === 'queued') log = [delivery(5)];
          return { body: { items } };
        },
        'POST /api/team/webhooks/1/test': () => {
          log = [queued];
          return { status: 202, body: queued };
        },
      },
    });
    const item = await findItem('https://hooks.example.test/1');
    const deliveries = within(item).getByRole('button', { name: 'Deliveries' });
    expect(deliveries).toHaveAttribute('aria-expanded', 'false');
    await user.click(deliveries);
    expect(deliveries).toHaveAttribute('aria-expanded', 'true');
    expect(await within(item).findByText('No deliveries yet: send a test event to see one here.')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Send test event' }));
    const region = await within(item).findByRole('region', { name: 'Deliveries to https://hooks.example.test/1' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('Queued')).toBeInTheDocument();
    // The open log asks again by itself while a delivery is queued.
    expect(await within(region).findByText('Delivered', {}, { timeout: QUEUED_POLL_MS * 2 })).toBeInTheDocument();
    const row = within(region).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no delivery row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatDate('en', '2026-11-27T14:02:11Z', { dateStyle: 'medium', timeStyle: 'medium' }),
      'Test event',
      'Delivered',
      '1',
      '200',
    ]);
    const test = mountProps.recorded.requests.find((request) => request.path === '/api/team/webhooks/1/test');
    expect(test?.body).toEqual({});
    expect(mountProps.recorded.toasts).toContainEqual(expect.objectContaining({ type: 'success' }));
  });

  it('writes the log’s times in the viewer’s language and shows a failure’s status and error', async () => {
    const { user } = renderTeamRoute(PATH, {
      locale: 'ru',
      routes: {
        'GET /api/team/webhooks': { body: { items: [webhook(1)] } },
        'GET /api/team/webhooks/1/deliveries': {
          body: { items: [delivery(9, { event: 'application.created', status: 'failed', attempts: 30, responseStatus: 500, error: 'HTTP 500', deliveredAt: null })] },
        },
      },
    });
    const item = await findItem('https://hooks.example.test/1');
    await user.click(within(item).getByRole('button', { name: 'Доставки' }));
    const region = await within(item).findByRole('region', { name: 'Доставки на https://hooks.example.test/1' });
    const cells = within(region).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([formatDate('ru', '2026-11-27T14:02:11Z', { dateStyle: 'medium', timeStyle: 'medium' }), 'Новый отклик', 'Не доставлено', '30', '500 · HTTP 500']);
  });

  it('tells an admin that only owners manage webhooks, without asking the API', async () => {
    const { mountProps } = renderTeamRoute(PATH, { session: createRecruiterSession({}, 'admin') });
    expect(await screen.findByRole('heading', { name: 'Only owners manage webhooks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
    expect(mountProps.recorded.requests.filter((request) => request.path.startsWith('/api/team/webhooks'))).toHaveLength(0);
    expect(mountProps.recorded.errorScreens).toHaveLength(0);
  });

  it('is linked from the team page for owners only', async () => {
    const team = (role: 'owner' | 'admin') => ({
      id: 't-1',
      name: 'Acme',
      plan: 'starter',
      credits: 20,
      role,
      members: [{ id: 'u-1', name: 'Olga', email: 'olga@example.test', role, joinedAt: '2024-01-01T00:00:00Z' }],
      invitations: [],
    });
    const owner = renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team('owner') } } });
    expect(await screen.findByRole('link', { name: /^Integrations/ })).toHaveAttribute('href', PATH);
    owner.unmount();
    renderTeamRoute('/team', { routes: { 'GET /api/team': { body: team('admin') } }, session: createRecruiterSession({}, 'admin') });
    expect(await screen.findByText('olga@example.test')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Integrations/ })).not.toBeInTheDocument();
  });
});
