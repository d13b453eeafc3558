import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamAnalytics } from '@platform/contract';
import { renderInTeam } from '../../../testing/render-team';
import { teamVacancyFixture } from '../../../testing/vacancy-fixtures';
import { AnalyticsPage, lastDays } from './analytics-page';

const NOW = new Date('2024-05-31T12:00:00Z');

const report: TeamAnalytics = {
  from: '2024-05-02',
  to: '2024-05-31',
  funnel: [
    { vacancyId: 7, title: 'Go developer', status: 'open', views: 40, applications: 6, mailingsSent: 12 },
    { vacancyId: 8, title: 'QA engineer', status: 'draft', views: 0, applications: 0, mailingsSent: 0 },
  ],
  members: [
    { id: 'u-1', name: 'Olga' },
    { id: 'u-2', name: 'Pavel' },
  ],
  activity: [{ date: '2024-05-30', memberId: 'u-2', searches: 4, cvViews: 2, mailings: 1, vacancies: 0 }],
  vacancyId: null,
  totals: { reveals: 3, favourites: 2, applications: 6, responded: 4, medianFirstResponseHours: 15.5 },
  stages: [
    { stage: 'new', count: 2 },
    { stage: 'screening', count: 1 },
    { stage: 'interview', count: 1 },
    { stage: 'offer', count: 0 },
    { stage: 'hired', count: 1 },
    { stage: 'rejected', count: 1 },
  ],
  daily: [
    { date: '2024-05-30', reveals: 3, favourites: 0, applications: 4 },
    { date: '2024-05-31', reveals: 0, favourites: 2, applications: 2 },
  ],
};
const analyticsRequests = (requests: ReadonlyArray<{ path: string; query: string }> | undefined) =>
  (requests ?? []).filter((request) => request.path === '/api/team/analytics').map((request) => request.query);
const vacancies = { items: [teamVacancyFixture()], total: 1, page: 1, perPage: 50 };

describe('AnalyticsPage', () => {
  it('computes the last N days, today included', () => {
    expect(lastDays(30, NOW)).toEqual({ from: '2024-05-02', to: '2024-05-31' });
    expect(lastDays(1, NOW)).toEqual({ from: '2024-05-31', to: '2024-05-31' });
  });

  it('shows the funnel as bars and as a table, and the activity per member and day', async () => {
    const { mountProps } = renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: report } } });
    const funnel = await screen.findByRole('table', { name: /Funnel by vacancy/ });
    const row = within(funnel).getByRole('row', { name: /Go developer/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['40', '6', '12']);
    const activity = screen.getByRole('table', { name: /Activity per member and day/ });
    expect(within(activity).getByRole('row', { name: /May 30, 2024/ })).toHaveTextContent('Pavel');
    expect(analyticsRequests(mountProps?.recorded.requests)).toEqual(['from=2024-05-02&to=2024-05-31']);
  });

  it('shows the pipeline: totals, applications by stage and per day, each with its table', async () => {
    renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: report } } });
    expect(await screen.findByText('Median time to first response')).toBeInTheDocument();
    expect(screen.getByText('15.5 hours')).toBeInTheDocument();
    expect(screen.getByText('Contact reveals', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    const stages = screen.getByRole('table', { name: /Applications by stage/ });
    expect(within(stages).getByRole('row', { name: /Hired/ })).toHaveTextContent('1');
    const daily = screen.getByRole('table', { name: /Days with activity/ });
    expect(within(daily).getByRole('row', { name: /May 30, 2024/ })).toHaveTextContent('May 30, 2024430');
  });

  it('writes the days of its tables in the page\'s language, each table a focusable region named by its caption', async () => {
    renderInTeam(<AnalyticsPage now={NOW} />, { locale: 'ru', routes: { 'GET /api/team/analytics': { body: report } } });
    const region = await screen.findByRole('region', { name: 'Дни с активностью: цифры графика' });
    expect(region).toHaveAttribute('tabindex', '0');
    const daily = within(region).getByRole('table', { name: 'Дни с активностью: цифры графика' });
    expect(within(daily).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['30 мая 2024 г.', '31 мая 2024 г.']);
    expect(within(daily).getByText('30 мая 2024 г.')).toHaveAttribute('datetime', '2024-05-30');
    const activity = screen.getByRole('region', { name: 'Активность по участникам и дням: цифры' });
    expect(within(activity).getByRole('rowheader')).toHaveTextContent('30 мая 2024 г.');
    expect(screen.queryByText(/2024-05-3/)).not.toBeInTheDocument();
  });

  it('narrows to one vacancy, also in the CSV links', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<AnalyticsPage now={NOW} />, {
      routes: { 'GET /api/team/analytics': { body: report }, 'GET /api/team/vacancies': { body: vacancies } },
    });
    await screen.findByRole('table', { name: /Funnel by vacancy/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Vacancy' }), 'Go developer');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(analyticsRequests(mountProps?.recorded.requests).at(-1)).toBe('from=2024-05-02&to=2024-05-31&vacancyId=7'));
    expect(await screen.findByRole('link', { name: 'Download stages (CSV)' })).toHaveAttribute(
      'href',
      '/api/team/analytics?from=2024-05-02&to=2024-05-31&vacancyId=7&format=csv&report=stages',
    );
  });

  it('offers both reports as CSV downloads for the chosen period', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: report } } });
    expect(await screen.findByRole('link', { name: 'Download funnel (CSV)' })).toHaveAttribute(
      'href',
      '/api/team/analytics?from=2024-05-02&to=2024-05-31&format=csv&report=funnel',
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(analyticsRequests(mountProps?.recorded.requests).at(-1)).toBe('from=2024-05-25&to=2024-05-31'));
    expect(await screen.findByRole('link', { name: 'Download activity (CSV)' })).toHaveAttribute(
      'href',
      '/api/team/analytics?from=2024-05-25&to=2024-05-31&format=csv&report=activity',
    );
  });

  it('says so when there is nothing to show', async () => {
    const empty = {
      ...report,
      funnel: [],
      activity: [],
      totals: { reveals: 0, favourites: 0, applications: 0, responded: 0, medianFirstResponseHours: null },
      stages: report.stages.map((row) => ({ ...row, count: 0 })),
      daily: report.daily.map((row) => ({ ...row, reveals: 0, favourites: 0, applications: 0 })),
    };
    renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: empty } } });
    expect(await screen.findByText('No vacancies yet')).toBeInTheDocument();
    expect(screen.getByText('No activity in this period')).toBeInTheDocument();
    expect(screen.getByText('No applications in this period')).toBeInTheDocument();
    expect(screen.getByText('No response yet')).toBeInTheDocument();
  });
});
