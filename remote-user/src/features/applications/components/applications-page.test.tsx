import type { CandidateApplication } from '@platform/contract';
import { screen, within } from '@testing-library/react';
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

  it('reads in Russian, and points to open vacancies when there is none', async () => {
    renderUserRoute('/user/applications', { locale: 'ru', routes: { 'GET /api/user/applications': { body: { items: [] } } } });
    expect(await screen.findByText('Откликов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открытые вакансии' })).toHaveAttribute('href', '/ru/vacancies');
  });
});
