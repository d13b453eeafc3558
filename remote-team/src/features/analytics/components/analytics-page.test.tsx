import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTeam } from '../../../testing/render-team';
import type { TeamAnalytics } from '../api/analytics-calls';
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
};

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
    expect(screen.getByRole('img', { name: 'Views, applications and mailing messages per vacancy' })).toBeInTheDocument();
    const activity = screen.getByRole('table', { name: /Activity per member and day/ });
    expect(within(activity).getByRole('row', { name: /2024-05-30/ })).toHaveTextContent('Pavel');
    expect(mountProps?.recorded.requests[0]?.query).toBe('from=2024-05-02&to=2024-05-31');
  });

  it('offers both reports as CSV downloads for the chosen period', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: report } } });
    expect(await screen.findByRole('link', { name: 'Download funnel (CSV)' })).toHaveAttribute(
      'href',
      '/api/team/analytics?from=2024-05-02&to=2024-05-31&format=csv&report=funnel',
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('from=2024-05-25&to=2024-05-31'));
    expect(await screen.findByRole('link', { name: 'Download activity (CSV)' })).toHaveAttribute(
      'href',
      '/api/team/analytics?from=2024-05-25&to=2024-05-31&format=csv&report=activity',
    );
  });

  it('says so when there is nothing to show', async () => {
    renderInTeam(<AnalyticsPage now={NOW} />, { routes: { 'GET /api/team/analytics': { body: { ...report, funnel: [], activity: [] } } } });
    expect(await screen.findByText('No vacancies yet')).toBeInTheDocument();
    expect(screen.getByText('No activity in this period')).toBeInTheDocument();
  });
});
