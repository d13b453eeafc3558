import { createRecruiterSession } from '@platform/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTeam, renderTeamRoute } from '../../../testing/render-team';
import type { PublicVacancy, TeamVacancy } from '../api/vacancy-calls';
import { OpenVacanciesWidget } from './open-vacancies-widget';

const base: PublicVacancy = {
  id: 7,
  teamName: 'Acme',
  title: 'Go developer',
  description: 'Write Go services.',
  city: 'Berlin',
  remote: true,
  salaryMin: 4000,
  salaryMax: 6000,
  currency: 'EUR',
  status: 'open',
  updatedAt: '2024-05-01T10:00:00Z',
};
const own: TeamVacancy = { ...base, canManage: true, createdAt: '2024-04-01T10:00:00Z', views: 12, applications: 3, mailings: 1 };

describe('vacancies', () => {
  it('lists the team vacancies with their counters and links', async () => {
    renderTeamRoute('/team/vacancy', { routes: { 'GET /api/team/vacancies': { body: { items: [own] } } } });
    const link = await screen.findByRole('link', { name: 'Go developer' });
    expect(link).toHaveAttribute('href', '/team/vacancy/7');
    expect(screen.getByText('3 applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 mailing' })).toHaveAttribute('href', '/team/vacancy/7/Mailings');
  });

  it('filters by status through the API', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy', { routes: { 'GET /api/team/vacancies': { body: { items: [] } } } });
    expect(await screen.findByText('No vacancies yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show vacancies' }), 'closed');
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('status=closed'));
  });

  it('creates a vacancy and opens its page', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy', {
      routes: {
        'GET /api/team/vacancies': { body: { items: [] } },
        'POST /api/team/vacancies': { status: 201, body: { ...own, status: 'draft' } },
        'GET /api/team/vacancies/7': { body: { ...own, status: 'draft' } },
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'New vacancy' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New vacancy' });
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(dialog).toHaveTextContent('Enter a title.');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Go developer');
    await user.type(screen.getByRole('textbox', { name: 'Salary from' }), '4000');
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Go developer' })).toBeInTheDocument();
    const post = mountProps?.recorded.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Go developer', salaryMin: 4000, salaryMax: null, currency: 'RUB', status: 'draft' });
  });

  it('shows an open vacancy to a visitor, who applies', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7', {
      session: null,
      routes: {
        'GET /api/team/vacancies/7': { body: base },
        'POST /api/team/vacancies/7/applications': { status: 201, body: { id: 1, createdAt: '' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Go developer' })).toBeInTheDocument();
    expect(screen.getByText('Write Go services.')).toBeInTheDocument();
    expect(screen.getByText('€4,000 – €6,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit vacancy' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.test');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your application was sent');
    expect(mountProps?.recorded.requests.at(-1)?.body).toEqual({ name: 'Anna', email: 'anna@example.test', message: '' });
  });

  it('lets the team publish its vacancy and see applications', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7', {
      routes: {
        'GET /api/team/vacancies/7': { body: { ...own, status: 'draft' } },
        'GET /api/team/vacancies/7/applications': {
          body: { items: [{ id: 1, name: 'Anna', email: 'anna@example.test', message: 'Hi', cvUrl: null, createdAt: '2024-05-02T10:00:00Z' }] },
        },
        'PATCH /api/team/vacancies/7': { body: own },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open and publish' }));
    expect(await screen.findByRole('button', { name: 'Close vacancy' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'open' });
  });

  it('hands a missing vacancy and a malformed id to the host 404 screen', async () => {
    const missing = renderTeamRoute('/team/vacancy/99', {
      routes: { 'GET /api/team/vacancies/99': { status: 404, body: { error: { code: 'not_found', message: 'No such vacancy.' } } } },
    });
    await waitFor(() => expect(missing.mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
    missing.unmount();
    const malformed = renderTeamRoute('/team/vacancy/abc');
    await waitFor(() => expect(malformed.mountProps?.recorded.errorScreens).toEqual([{ status: 404 }]));
    expect(malformed.mountProps?.recorded.requests).toEqual([]);
  });

  it('shows the open vacancies on the dashboard widget, linking through the host', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<OpenVacanciesWidget />, { routes: { 'GET /api/team/vacancies': { body: { items: [own] } } } });
    const link = await screen.findByRole('link', { name: 'Go developer' });
    expect(link).toHaveAttribute('href', '/team/vacancy/7');
    await user.click(link);
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/team/vacancy/7' }]);
    expect(mountProps?.recorded.requests[0]?.query).toBe('status=open');
  });

  it('does not call the API from the widget for a candidate', () => {
    const { mountProps } = renderInTeam(<OpenVacanciesWidget />, {
      session: { user: { ...createRecruiterSession().user, kind: 'candidate' }, team: null },
    });
    expect(screen.getByText('Vacancies are available to recruiters.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests).toEqual([]);
  });
});
