import { screen, waitFor, within } from '@testing-library/react';
import { createRecruiterSession } from '@platform/shared/testing';
import { healthFixture, overviewFixture } from '../../../testing/fixtures';
import { renderOpsRoute } from '../../../testing/render-ops';

const routes = () => ({
  'GET /api/platform/releases': { body: overviewFixture() },
  'GET /api/platform/releases/remote-search/health': { body: healthFixture() },
  'GET /api/platform/releases/host/health': { body: { ...healthFixture(), app: 'host', versions: [] } },
});

const searchCard = () => screen.getByRole('region', { name: 'remote-search' });

describe('the operators’ releases page', () => {
  it('shows each app’s current version, running canary, previews and where a rollback goes', async () => {
    renderOpsRoute('/ops/releases', { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'remote-search' });
    expect(card).toHaveTextContent('Owned by Search (search@example.com)');
    expect(card).toHaveTextContent(/Current versions1 \(released/);
    expect(card).toHaveTextContent(/s2 for 20 % of visitors/);
    expect(card).toHaveTextContent('“pr-7” (p1)');
    expect(card).toHaveTextContent(/Rollback goes tos0/);
    const host = screen.getByRole('region', { name: 'host' });
    expect(host).toHaveTextContent('No canary running');
    // Without a canary there is nothing to promote or abort; without an earlier version, no rollback.
    expect(within(host).queryByRole('button', { name: 'Abort canary' })).not.toBeInTheDocument();
    expect(within(host).queryByRole('button', { name: 'Roll back' })).not.toBeInTheDocument();
  });

  it('lists the deployment history with who decided: a person by name, or the health job', async () => {
    renderOpsRoute('/ops/releases', { routes: routes() });
    const history = await screen.findByRole('table', { name: 'Deployment history of remote-search, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Canary started, 20 %.*s2.*Pavel <pavel@example.com>/);
    expect(rows[1]).toHaveTextContent(/Rollback.*s9 → s1.*release health: canary s9.*release-health \(health job\)/);
  });

  it('gives loads and failure rates per version as a table beside the charts', async () => {
    renderOpsRoute('/ops/releases', { routes: routes() });
    const table = await within(await screen.findByRole('region', { name: 'remote-search' })).findByRole('table', { name: 'Loads and failures per version of remote-search' });
    const canary = within(table).getByRole('row', { name: /s2/ });
    expect(within(canary).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10', '2', '20 %']);
    expect(within(table).getByRole('row', { name: /s1/ })).toHaveTextContent('1.1 %');
  });

  it('asks for a reason before aborting, queues it, follows it to done and reads the store again', async () => {
    let state: 'queued' | 'running' | 'done' = 'queued';
    const status = () => ({ id: 7, app: 'remote-search', action: 'abort', state, ...(state === 'done' ? { result: { app: 'remote-search', from: 's2', to: 's1' } } : {}) });
    const { user, mountProps } = renderOpsRoute('/ops/releases', {
      routes: {
        ...routes(),
        'POST /api/platform/releases/remote-search/abort': () => ({ status: 202, body: status() }),
        'GET /api/platform/releases/actions/7': () => ({ body: status() }),
      },
    });
    await user.click(await within(await screen.findByRole('region', { name: 'remote-search' })).findByRole('button', { name: 'Abort canary' }));
    const dialog = screen.getByRole('dialog', { name: 'Abort the canary s2 of remote-search?' });
    expect(dialog).toHaveTextContent('Everyone goes back to s1 at once');
    // Confirming without a reason sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    expect(within(dialog).getByText('Say why, for the audit.')).toBeInTheDocument();
    expect(mountProps.recorded.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'checkout errors');
    await user.click(within(dialog).getByRole('button', { name: 'Abort canary' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The state the operator saw goes with the request, so a stale page cannot act on a newer one.
    expect(mountProps.recorded.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { reason: 'checkout errors', seen: { current: 's1', canary: 's2' } },
    ]);
    const progress = within(searchCard()).getByRole('status');
    expect(progress).toHaveTextContent('Abort canary of remote-search: queued, waiting for the worker to take it…');
    const listReads = () => mountProps.recorded.requests.filter((request) => request.path === '/api/platform/releases').length;
    const readsBefore = listReads();

    state = 'running';
    expect(await within(searchCard()).findByText(/running…/, {}, { timeout: 3000 })).toBeInTheDocument();
    state = 'done';
    expect(await within(searchCard()).findByText('Done. remote-search: s1 is now served (was s2).', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(searchCard()).getByRole('status')).toHaveTextContent('Done.');
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    const polls = mountProps.recorded.requests.filter((request) => request.path === '/api/platform/releases/actions/7').length;

    await user.click(within(searchCard()).getByRole('button', { name: 'Hide' }));
    expect(within(searchCard()).queryByRole('status')).not.toBeInTheDocument();
    expect(within(searchCard()).getByRole('group', { name: 'Actions for remote-search' })).toHaveFocus();
    // Once ended, the action is not asked about again.
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/platform/releases/actions/7')).toHaveLength(polls);
  });

  it('says in words when the worker refuses the action', async () => {
    const { user } = renderOpsRoute('/ops/releases', {
      routes: {
        ...routes(),
        'POST /api/platform/releases/remote-search/promote': {
          status: 202,
          body: { id: 8, app: 'remote-search', action: 'promote', state: 'queued' },
        },
        'GET /api/platform/releases/actions/8': {
          body: { id: 8, app: 'remote-search', action: 'promote', state: 'refused', error: { code: 'release_state_changed', message: 'remote-search changed since this was asked.' } },
        },
      },
      locale: 'ru',
    });
    await user.click(await within(await screen.findByRole('region', { name: 'remote-search' })).findByRole('button', { name: 'Выпустить для всех' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'здорова');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить для всех' }));
    expect(
      await within(searchCard()).findByText(
        'Выпустить для всех (remote-search): отказано, ничего не изменилось: Раздел изменился с тех пор, как страница была прочитана: посмотрите, что раздаётся сейчас, и решите снова.',
      ),
    ).toBeInTheDocument();
    expect(within(searchCard()).getByText('Хранилище выпусков сообщает: remote-search changed since this was asked.')).toBeInTheDocument();
  });

  it('says the store’s refusal in the dialog, and Cancel changes nothing', async () => {
    const { user, mountProps } = renderOpsRoute('/ops/releases', {
      routes: {
        ...routes(),
        'POST /api/platform/releases/remote-search/rollback': { status: 409, body: { error: { code: 'nothing_to_roll_back', message: 'remote-search s1 is its oldest release.' } } },
      },
    });
    await user.click(await within(await screen.findByRole('region', { name: 'remote-search' })).findByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll remote-search back to s0?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'slow');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByText('Nothing changed: There is no earlier version to roll back to.')).toBeInTheDocument();
    expect(within(dialog).getByText('The release store says: remote-search s1 is its oldest release.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchCard()).toBeInTheDocument();
    expect(mountProps.recorded.toasts).toEqual([]);
  });

  it('is in Russian too', async () => {
    renderOpsRoute('/ops/releases', { routes: routes(), locale: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Выпуски' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Прервать канареечный' })).toBeInTheDocument();
  });

  it('hands anyone who is not an operator to the 403 screen without asking the API', async () => {
    const { mountProps } = renderOpsRoute('/ops/releases', { routes: routes(), session: createRecruiterSession() });
    await waitFor(() => expect(mountProps.recorded.errorScreens).toEqual([{ status: 403 }]));
    expect(mountProps.recorded.requests).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Releases' })).not.toBeInTheDocument();
  });
});
