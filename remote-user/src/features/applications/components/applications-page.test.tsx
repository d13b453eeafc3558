import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateApplication } from '@platform/contract';
import { renderUserRoute } from '../../../testing/render-user';

const application: CandidateApplication = {
  id: 3,
  vacancy: { id: 7, title: 'Go developer', teamName: 'Acme', status: 'open' },
  stage: 'interview',
  message: 'Hi',
  createdAt: '2024-05-01T10:00:00Z',
  history: [
    { from: null, to: 'new', at: '2024-05-01T10:00:00Z' },
    { from: 'new', to: 'screening', at: '2024-05-02T10:00:00Z' },
    { from: 'screening', to: 'interview', at: '2024-05-03T10:00:00Z' },
  ],
};

describe('ApplicationsPage', () => {
  it("lists the candidate's applications with each stage reached", async () => {
    renderUserRoute('/user/applications', { routes: { 'GET /api/user/applications': { body: { items: [application] } } } });
    const link = await screen.findByRole('link', { name: 'Go developer' });
    expect(link).toHaveAttribute('href', '/team/vacancy/7');
    const article = screen.getByRole('article');
    expect(within(article).getByText('Interview', { selector: 'span' })).toBeInTheDocument();
    const stages = within(article).getByRole('list', { name: 'Stages' });
    expect(within(stages).getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual(['Sent', 'Screening', 'Interview']);
  });

  it('opens the conversation with the team and sends a message, in Russian too', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderUserRoute('/user/applications', {
      locale: 'ru',
      routes: {
        'GET /api/user/applications': { body: { items: [application] } },
        'GET /api/user/applications/3/messages': {
          body: { items: [{ id: 1, side: 'team', via: 'site', author: 'Olga', body: 'Could we talk on Thursday?', createdAt: '2024-05-03T10:00:00Z' }] },
        },
        'POST /api/user/applications/3/messages': {
          status: 201,
          body: { id: 2, side: 'candidate', via: 'site', author: 'Anna', body: 'Yes, Thursday works.', createdAt: '2024-05-03T11:00:00Z' },
        },
      },
    });
    await user.click(await screen.findByText('Переписка с командой'));
    const thread = await screen.findByRole('list', { name: 'Переписка с командой' });
    expect(within(thread).getByText('Could we talk on Thursday?')).toBeInTheDocument();
    expect(within(thread).getByText(/Olga \(команда\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Сообщение команде/ }), 'Yes, Thursday works.');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await within(thread).findByText('Yes, Thursday works.')).toBeInTheDocument();
    await waitFor(() =>
      expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({ body: 'Yes, Thursday works.' }),
    );
  });

  it('reads in Russian, and points to open vacancies when there is none', async () => {
    renderUserRoute('/user/applications', { locale: 'ru', routes: { 'GET /api/user/applications': { body: { items: [] } } } });
    expect(await screen.findByText('Откликов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открытые вакансии' })).toHaveAttribute('href', '/ru/vacancies');
  });
});
