import { screen, waitFor, within } from '@testing-library/react';
import type { ErasureRequest } from '@platform/contract';
import { formatDate } from '@platform/shared';
import { doneRequest, erasureRequest } from '../../../testing/privacy-fixtures';
import { renderTeamRoute } from '../../../testing/render-team';
import { ERASURE_POLL_MS } from '../api/get-erasure-requests';

const PATH = '/team/privacy?tab=erasure';
const ID = '0b7c5a52-8f0e-4b8e-9d51-3c1f5c7f2a10';
const OTHER = '6d1e0c3a-2b4f-4c11-8f3e-9a0b1c2d3e4f';
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The list item of a request, found by its heading (the address, or "Anonymous…" once done). */
function itemOf(heading: string | RegExp): HTMLElement {
  const item = screen.getByRole('heading', { level: 4, name: heading }).closest('li');
  if (item === null) throw new Error(`no request item for ${String(heading)}`);
  return item;
}

describe('the erasure requests tab', () => {
  it('lists pending requests (who asked, when, the deadline, which CVs) before done ones (what was erased)', async () => {
    renderTeamRoute(PATH, { routes: { 'GET /api/team/privacy/erasure-requests': { body: { items: [erasureRequest(ID), doneRequest(OTHER)] } } } });
    const pending = await screen.findByRole('region', { name: 'Pending' });
    const item = itemOf('ann@example.test');
    expect(pending).toContainElement(item);
    expect(item).toHaveTextContent('ann@example.test');
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(item).toHaveTextContent(`Asked${formatDate('en', '2026-11-20T09:30:00Z', TIME)}`);
    expect(item).toHaveTextContent(`Legal deadline${formatDate('en', '2099-11-30T09:30:00Z', TIME)}`);
    expect(within(item).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/cv/imported/41');
    expect(item).toHaveTextContent('1 application from this address');
    expect(within(item).getByRole('button', { name: 'Carry out now' })).toBeInTheDocument();

    const done = within(screen.getByRole('region', { name: 'Done' })).getAllByRole('listitem')[0];
    if (done === undefined) throw new Error('no done request');
    expect(within(done).getByRole('heading', { level: 4 })).toHaveTextContent('Anonymous: the address was erased with the data');
    expect(done).toHaveTextContent('Erased1 CV, 1 file, 1 application, 3 messages');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('carries a request out only after a confirmation that says it cannot be undone, then follows the job to its result', async () => {
    let items: ErasureRequest[] = [erasureRequest(ID)];
    let carriedOut = false;
    let looksAfterCarryOut = 0;
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/erasure-requests': () => {
          // The job erases it between two looks at the list.
          if (carriedOut) {
            looksAfterCarryOut += 1;
            if (looksAfterCarryOut === 2) items = [doneRequest(ID)];
          }
          return { body: { items } };
        },
        [`POST /api/team/privacy/erasure-requests/${ID}/carry-out`]: () => {
          carriedOut = true;
          return { status: 202, body: { items } };
        },
      },
    });
    await screen.findByRole('heading', { level: 4, name: 'ann@example.test' });
    await user.click(within(itemOf('ann@example.test')).getByRole('button', { name: 'Carry out now' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase everything the team holds about ann@example.test?' });
    expect(dialog).toHaveTextContent('1 CV and 1 application from this address, with their messages, files and notes');
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mountProps.recorded.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(itemOf('ann@example.test')).getByRole('button', { name: 'Carry out now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase for good' }));
    const status = await within(itemOf('ann@example.test')).findByRole('status');
    expect(status).toHaveTextContent('Erasing… this takes a moment.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Carry out now' })).not.toBeInTheDocument();

    // The list is asked again by itself until the job is done; the result shows where the progress was.
    const result = await screen.findByText('Done: 1 CV, 1 file, 1 application, 3 messages erased. Only an anonymous record stays.', {}, { timeout: ERASURE_POLL_MS * 4 });
    // It moved to the done ones; the focus went with it, and the host announces the result.
    await waitFor(() => expect(result.closest('[role="status"]')).toHaveFocus());
    expect(mountProps.recorded.toasts).toContainEqual({ type: 'success', message: 'Done: 1 CV, 1 file, 1 application, 3 messages erased. Only an anonymous record stays.' });
    expect(screen.queryByRole('region', { name: 'Pending' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Done' })).toBeInTheDocument();
  });

  it('says so when a request is no longer pending', async () => {
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/erasure-requests': { body: { items: [erasureRequest(ID)] } },
        [`POST /api/team/privacy/erasure-requests/${ID}/carry-out`]: { status: 404, body: { error: { code: 'not_found', message: 'There is no such pending erasure request.' } } },
      },
    });
    await screen.findByRole('heading', { level: 4, name: 'ann@example.test' });
    await user.click(screen.getByRole('button', { name: 'Carry out now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(mountProps.recorded.toasts).toContainEqual(expect.objectContaining({ type: 'error', message: 'This request is no longer pending: the list now shows it as it is.' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there are no requests', async () => {
    renderTeamRoute(PATH, { routes: { 'GET /api/team/privacy/erasure-requests': { body: { items: [] } } } });
    expect(await screen.findByRole('heading', { name: 'No erasure requests' })).toBeInTheDocument();
  });

  it('words what was erased with Russian plural forms', async () => {
    renderTeamRoute(PATH, {
      locale: 'ru',
      routes: { 'GET /api/team/privacy/erasure-requests': { body: { items: [doneRequest(OTHER, { erased: { cvs: 2, files: 5, applications: 21, messages: 3 } })] } } },
    });
    const done = await screen.findByRole('region', { name: 'Выполнены' });
    expect(done).toHaveTextContent('Удалено2 резюме, 5 файлов, 21 отклик, 3 письма');
  });
});
