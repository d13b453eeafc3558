import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTeamRoute } from '../../../testing/render-team';
import type { Mailing } from '../api/mailing-calls';

const sent: Mailing = {
  id: 3,
  vacancyId: 7,
  subject: 'About {{vacancy}}',
  body: 'Hello {{name}}',
  source: 'favourites',
  sourceDetail: { list: 'default' },
  recipients: 2,
  sent: 1,
  skipped: 1,
  createdAt: '2024-05-01T10:00:00Z',
  author: { id: 'u-1', name: 'Olga' },
};

const routes = (items: Mailing[]) => ({
  'GET /api/team/vacancies/7/mailings': { body: { vacancy: { id: 7, title: 'Go developer', status: 'open' }, items } },
  'GET /api/user/favourites': { body: { lists: [{ name: 'default', count: 2 }, { name: 'Go', count: 5 }], items: [] } },
});

describe('MailingsPage', () => {
  it('hands another team the host 403 screen and shows none of the data', async () => {
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: { 'GET /api/team/vacancies/7/mailings': { status: 403, body: { error: { code: 'forbidden', message: 'Another team.' } } } },
    });
    await waitFor(() => expect(mountProps?.recorded.errorScreens).toEqual([{ status: 403 }]));
    expect(screen.queryByRole('button', { name: 'Send mailing' })).not.toBeInTheDocument();
  });

  it('lists sent mailings with their counts', async () => {
    renderTeamRoute('/team/vacancy/7/Mailings', { routes: routes([sent]) });
    expect(await screen.findByRole('heading', { name: 'Mailings: Go developer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About {{vacancy}}' })).toBeInTheDocument();
    expect(screen.getByText('1 sent')).toBeInTheDocument();
    expect(screen.getByText('1 without e-mail')).toBeInTheDocument();
    expect(screen.getByText('List “Favourites”')).toBeInTheDocument();
  });

  it('sends a mailing to a chosen favourites list, then to search results', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: { ...routes([]), 'POST /api/team/vacancies/7/mailings': { status: 201, body: { ...sent, sent: 5 } } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Favourites list' }), 'Go');
    await user.click(screen.getByRole('button', { name: 'Send mailing' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Mailing sent to 5 candidates.' }]));
    const posts = () => mountProps?.recorded.requests.filter((request) => request.method === 'POST') ?? [];
    expect(posts()[0]?.body).toEqual({ subject: 'Hi', body: 'Hello', recipients: { source: 'favourites', list: 'Go' } });

    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Again');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Text');
    await user.click(screen.getByRole('radio', { name: 'Search results' }));
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'go AND kafka');
    await user.click(screen.getByRole('button', { name: 'Send mailing' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toEqual({ subject: 'Again', body: 'Text', recipients: { source: 'search', criteria: { text: 'go AND kafka' }, limit: 20 } });
  });

  it('checks the form before sending', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', { routes: routes([]) });
    await user.click(await screen.findByRole('button', { name: 'Send mailing' }));
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write the message.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
