import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicVacancy, TeamVacancy } from '@platform/contract';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderInTeam, renderTeamRoute } from '../../../testing/render-team';
import { publicVacancyFixture, teamVacancyFixture } from '../../../testing/vacancy-fixtures';
import { OpenVacanciesWidget } from './open-vacancies-widget';

const base: PublicVacancy = publicVacancyFixture();
const own: TeamVacancy = teamVacancyFixture();
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, perPage: 20 });

describe('vacancies', () => {
  it('lists the team vacancies with their counters and links', async () => {
    renderTeamRoute('/team/vacancy', { routes: { 'GET /api/team/vacancies': { body: page([own]) } } });
    const link = await screen.findByRole('link', { name: 'Go developer' });
    expect(link).toHaveAttribute('href', '/team/vacancy/7');
    expect(screen.getByRole('link', { name: '3 applications' })).toHaveAttribute('href', '/team/vacancy/7/applications');
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Senior')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 mailing' })).toHaveAttribute('href', '/team/vacancy/7/Mailings');
    expect(screen.queryByText(/new repl/)).not.toBeInTheDocument();
  });

  it('shows unread replies of candidates on the vacancy in the list', async () => {
    renderTeamRoute('/team/vacancy', { routes: { 'GET /api/team/vacancies': { body: page([{ ...own, unreadMessages: 2 }]) } } });
    expect(await screen.findByRole('link', { name: '2 new replies' })).toHaveAttribute('href', '/team/vacancy/7/applications');
  });

  it('shows unread replies on the dashboard widget', async () => {
    renderInTeam(<OpenVacanciesWidget />, { routes: { 'GET /api/team/vacancies': { body: page([{ ...own, unreadMessages: 1 }]) } } });
    expect(await screen.findByRole('link', { name: '1 new reply' })).toHaveAttribute('href', '/team/vacancy/7/applications');
  });

  it('filters by status and text through the API, and pages', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy', {
      routes: { 'GET /api/team/vacancies': (request) => ({ body: request.query?.includes('q=') ? page([]) : { ...page([own]), total: 45 } }) },
    });
    expect(await screen.findByText('45 vacancies')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('page=3&perPage=20'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show vacancies' }), 'closed');
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('status=closed&page=1&perPage=20'));
    await user.type(screen.getByRole('searchbox', { name: 'Find a vacancy' }), 'kafka');
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('status=closed&q=kafka&page=1&perPage=20'));
    expect(await screen.findByText('No vacancy matches')).toBeInTheDocument();
  });

  it('keeps its filter in the address: a link or a reload with one shows that list, and a change of filter goes back to page 1', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy?status=closed&q=go&page=2', {
      routes: { 'GET /api/team/vacancies': { body: { ...page([own]), total: 45, page: 2 } } },
    });
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('status=closed&q=go&page=2&perPage=20'));
    expect(screen.getByRole('combobox', { name: 'Show vacancies' })).toHaveValue('closed');
    expect(screen.getByRole('searchbox', { name: 'Find a vacancy' })).toHaveValue('go');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show vacancies' }), 'open');
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('status=open&q=go&page=1&perPage=20'));
  });

  it('creates a vacancy and opens its page', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy', {
      routes: {
        'GET /api/team/vacancies': { body: page([]) },
        'POST /api/team/vacancies': { status: 201, body: { ...own, status: 'draft' } },
        'GET /api/team/vacancies/7': { body: { ...own, status: 'draft' } },
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'New vacancy' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New vacancy' });
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    expect(dialog).toHaveTextContent('Enter a title.');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Go developer');
    await user.type(screen.getByRole('textbox', { name: 'Monthly salary from' }), '4000');
    await user.type(screen.getByRole('textbox', { name: /Skills/ }), 'Go, , Kafka ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employment type' }), 'internship');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'junior');
    await user.click(screen.getByRole('button', { name: 'Create vacancy' }));
    // Generous waits: this test types into many fields, slow when the machine is busy.
    expect(await screen.findByRole('heading', { level: 1, name: 'Go developer' }, { timeout: 5000 })).toBeInTheDocument();
    const post = mountProps?.recorded.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Go developer',
      salaryMin: 4000,
      salaryMax: null,
      currency: 'RUB',
      status: 'draft',
      skills: ['Go', 'Kafka'],
      employmentType: 'internship',
      level: 'junior',
    });
    // Typing into many fields, each re-checked by the schema: slow on a busy machine.
  }, 20_000);

  it("checks the form with the contract's schema before sending, each field's error in Russian", async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy', { locale: 'ru', routes: { 'GET /api/team/vacancies': { body: page([]) } } });
    await user.click((await screen.findAllByRole('button', { name: 'Новая вакансия' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Новая вакансия' });
    await user.type(screen.getByRole('textbox', { name: 'Зарплата в месяц от' }), '4000.5');
    await user.type(screen.getByRole('textbox', { name: 'Зарплата в месяц до' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Создать вакансию' }));
    expect(await within(dialog).findByText('Введите название.')).toBeInTheDocument();
    expect(within(dialog).getByText('Введите целую сумму.')).toBeInTheDocument();
    expect(within(dialog).getByText('Не может быть отрицательной.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Go');
    await user.clear(screen.getByRole('textbox', { name: 'Зарплата в месяц от' }));
    await user.type(screen.getByRole('textbox', { name: 'Зарплата в месяц от' }), '5000');
    await user.clear(screen.getByRole('textbox', { name: 'Зарплата в месяц до' }));
    await user.type(screen.getByRole('textbox', { name: 'Зарплата в месяц до' }), '4000');
    await user.click(screen.getByRole('button', { name: 'Создать вакансию' }));
    expect(await within(dialog).findByText('Максимум меньше минимума.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'POST')).toEqual([]);
  }, 20_000);

  it('asks a visitor to sign in or register, and to come back to the vacancy', async () => {
    renderTeamRoute('/team/vacancy/7', { session: null, routes: { 'GET /api/team/vacancies/7': { body: base } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Go developer' })).toBeInTheDocument();
    expect(screen.getByText('Write Go services.')).toBeInTheDocument();
    expect(screen.getByText('€4,000 – €6,000 a month')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit vacancy' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login?redirect=%2Fteam%2Fvacancy%2F7');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?redirect=%2Fteam%2Fvacancy%2F7');
  });

  it('lets a candidate apply with a message, then shows the stage', async () => {
    const user = userEvent.setup();
    const candidate = { user: { ...createRecruiterSession().user, kind: 'candidate' as const }, team: null };
    let applied = false;
    const { mountProps } = renderTeamRoute('/team/vacancy/7', {
      session: candidate,
      routes: {
        'GET /api/team/vacancies/7': () => ({ body: { ...base, myApplication: applied ? { id: 1, stage: 'new' } : null } }),
        'POST /api/team/vacancies/7/applications': () => {
          applied = true;
          return { status: 201, body: { id: 1, stage: 'new', createdAt: '2024-05-02T10:00:00Z' } };
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Message/ }, { timeout: 5000 }), 'I write Go daily.');
    // What sending agrees to is stated beside the button, and describes it for a screen reader.
    const send = screen.getByRole('button', { name: 'Send application' });
    expect(send).toHaveAccessibleDescription(
      'By sending this application I agree that the team "Acme" processes my CV and contact details to consider me for the vacancy "Go developer", and keeps them for 24 months after the last activity to offer me other vacancies. I can withdraw this consent at any time through the link in any e-mail from the platform.',
    );
    await user.click(send);
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status).toHaveTextContent('You applied. Stage: Sent.');
    // The form (and its button) is gone: the focus is on what happened, not lost to the page.
    expect(status).toHaveFocus();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({ message: 'I write Go daily.', locale: 'en' });
  });

  it('tells a candidate without a CV to write one first', async () => {
    const user = userEvent.setup();
    const candidate = { user: { ...createRecruiterSession().user, kind: 'candidate' as const }, team: null };
    renderTeamRoute('/team/vacancy/7', {
      session: candidate,
      routes: {
        'GET /api/team/vacancies/7': { body: { ...base, myApplication: null } },
        'POST /api/team/vacancies/7/applications': {
          status: 409,
          body: { error: { code: 'cv_required', message: 'Write your CV first.', fields: [{ path: 'resume', code: 'cv_required', message: 'Write your CV first.' }] } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To apply, write your CV first');
    // The wizard brings the candidate back to this vacancy after the save.
    expect(screen.getByRole('link', { name: 'Write your CV' })).toHaveAttribute('href', '/cv/new?returnTo=%2Fteam%2Fvacancy%2F7');
  });

  it('lets the team publish its vacancy and open the applications board', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7', {
      routes: {
        'GET /api/team/vacancies/7': { body: { ...own, status: 'draft' } },
        'PATCH /api/team/vacancies/7': { body: own },
      },
    });
    expect(await screen.findByRole('link', { name: 'Applications board' })).toHaveAttribute('href', '/team/vacancy/7/applications');
    expect(screen.getByText('2 new')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open and publish' }));
    expect(await screen.findByRole('button', { name: 'Close vacancy' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'open' });
  });

  it('asks before closing a vacancy, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7', {
      routes: {
        'GET /api/team/vacancies/7': { body: own },
        'PATCH /api/team/vacancies/7': { body: { ...own, status: 'closed' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close vacancy' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Go developer”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close vacancy' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close “Go developer”?' })).getByRole('button', { name: 'Close vacancy' }));
    expect(await screen.findByRole('button', { name: 'Open and publish' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'closed' });
  });

  it('keeps the job board\'s search in the address: a shared link opens that search, a new one replaces it', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/vacancies?q=go&city=Berlin&page=2', {
      routes: { 'GET /api/vacancies': { body: { ...page([publicVacancyFixture()]), total: 25, page: 2 } } },
    });
    expect(await screen.findByRole('link', { name: 'Go developer' })).toBeInTheDocument();
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('q=go&city=Berlin&page=2&perPage=20');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('searchbox')).toHaveValue('go');
    await user.clear(within(search).getByRole('searchbox'));
    await user.type(within(search).getByRole('searchbox'), 'kotlin');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('q=kotlin&city=Berlin&page=1&perPage=20'));
  });

  it('filters the job board by remote work, level and a monthly salary, and says the salary is a month\'s', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/vacancies', {
      routes: { 'GET /api/vacancies': { body: page([publicVacancyFixture({ salaryMin: 3000, salaryMax: 5000, currency: 'EUR' })]) } },
    });
    const search = await screen.findByRole('search', { name: 'Search open vacancies' });
    expect(await screen.findByText(/€3,000 – €5,000 a month/)).toBeInTheDocument();
    await user.click(within(search).getByRole('checkbox', { name: 'Remote work only' }));
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Level' }), 'Senior');
    await user.type(within(search).getByRole('textbox', { name: 'Salary a month, from' }), '200 000k');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    // Not an amount: said at the field, and nothing is asked.
    expect(within(search).getByRole('textbox', { name: 'Salary a month, from' })).toHaveAccessibleDescription(/Enter a whole amount, digits only\./);
    expect(mountProps?.recorded.requests.at(-1)?.query).toBe('page=1&perPage=20');
    await user.clear(within(search).getByRole('textbox', { name: 'Salary a month, from' }));
    await user.type(within(search).getByRole('textbox', { name: 'Salary a month, from' }), '200 000');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mountProps?.recorded.requests.at(-1)?.query).toBe('remote=true&level=senior&salaryFrom=200000&currency=EUR&page=1&perPage=20'));
    // The form shows the search of the address it came back to.
    const kept = screen.getByRole('search', { name: 'Search open vacancies' });
    expect(within(kept).getByRole('checkbox', { name: 'Remote work only' })).toBeChecked();
    expect(within(kept).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
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
    const { mountProps } = renderInTeam(<OpenVacanciesWidget />, { routes: { 'GET /api/team/vacancies': { body: page([own]) } } });
    const link = await screen.findByRole('link', { name: 'Go developer' });
    expect(link).toHaveAttribute('href', '/team/vacancy/7');
    // Two applications arrived since this recruiter last opened the vacancy.
    expect(screen.getByRole('link', { name: '2 new' })).toHaveAttribute('href', '/team/vacancy/7/applications');
    await user.click(link);
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/team/vacancy/7' }]);
    expect(mountProps?.recorded.requests[0]?.query).toBe('status=open&page=1&perPage=5');
  });

  it('does not call the API from the widget for a candidate', () => {
    const { mountProps } = renderInTeam(<OpenVacanciesWidget />, {
      session: { user: { ...createRecruiterSession().user, kind: 'candidate' }, team: null },
    });
    expect(screen.getByText('Vacancies are available to recruiters.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests).toEqual([]);
  });
});
