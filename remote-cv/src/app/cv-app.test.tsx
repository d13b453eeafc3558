import { act, screen, waitFor, within } from '@testing-library/react';
import type { CvMeUpdate, ResumeDetails } from '@platform/contract';
import type { FakeReply, RecordedRequest } from '@platform/shared/testing';
import { CANDIDATE, makeCvMe, makeDetails, RECRUITER } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const DETAILS = 'POST /api/webapp/resumes_search/resume/';
const CONTACTS = 'POST /api/webapp/resumes_search/resume/contacts';

function callsTo(requests: RecordedRequest[], path: string): RecordedRequest[] {
  return requests.filter((request) => request.path === path);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the CV page', () => {
  it('loads the CV by type and id and shows every section', async () => {
    const { mountProps } = renderCv(<CvApp />, { routes: { [DETAILS]: { body: makeDetails() } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(callsTo(mountProps.recorded.requests, '/api/webapp/resumes_search/resume/').map((call) => call.body)).toEqual([
      { type: 'internal', id: 7 },
    ]);
    const facts = screen.getByRole('list', { name: 'Key facts' });
    // The city as the page's language names it.
    for (const fact of ['Moscow', 'Open to offers', 'Ready to relocate', 'Desired salary: RUB 300,000', 'Total experience: 6 years 3 months']) {
      expect(within(facts).getByText(fact)).toBeInTheDocument();
    }
    expect(screen.getByText(/^Updated /).closest('time')).toHaveAttribute('dateTime', '2024-05-01T10:00:00.000Z');
    expect(within(section('About')).getByText('I build payment systems.')).toBeInTheDocument();

    const jobs = within(section('Work experience')).getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(jobs.map((job) => job.querySelector('h3')?.textContent)).toEqual(['Senior Java developer', 'Java developer']);
    expect(jobs[0]).toHaveTextContent('Feb 2019 – Apr 2020 · 1 year 3 months');
    expect(jobs[0]).toHaveTextContent('Led 4 people');
    expect(jobs[1]).toHaveTextContent('Jan 2015 – Dec 2018 · 4 years');

    expect(within(section('Skills')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Java', 'Spring', 'PostgreSQL']);
    expect(within(section('Education')).getByRole('heading', { name: 'MSU' })).toBeInTheDocument();
    expect(within(section('Education')).getByText('Master, Computer science')).toBeInTheDocument();
    expect(within(section('Languages')).getByText('C1 — advanced')).toBeInTheDocument();
    expect(within(section('Languages')).getByText('Native speaker')).toBeInTheDocument();
    // A `javascript:` URL in a CV is shown as text, never as a link.
    expect(within(section('Certificates')).queryByRole('link')).toBeNull();
    expect(within(section('Certificates')).getByText('Oracle Certified Professional')).toBeInTheDocument();
    expect(within(section('Projects')).getByRole('link', { name: 'Open ledger' })).toHaveAttribute('href', 'https://example.org/ledger');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit my CV' })).toBeNull();
  });

  it('shows a loading skeleton until the CV arrives', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { mountProps } = renderCv(<CvApp />, { routes: { [DETAILS]: () => new Promise<FakeReply>((resolve) => (release = resolve)) } });
    expect(screen.getByText('Loading the CV…')).toBeInTheDocument();
    // The request leaves once its body is checked against the contract, a tick after the render.
    await waitFor(() => expect(callsTo(mountProps.recorded.requests, '/api/webapp/resumes_search/resume/')).toHaveLength(1));
    act(() => release({ body: makeDetails() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the CV…')).toBeNull();
  });

  it('loads a CV by username', async () => {
    const { mountProps } = renderCv(<CvApp />, { url: '/cv/username/anna', routes: { [DETAILS]: { body: makeDetails() } } });
    await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' });
    expect(callsTo(mountProps.recorded.requests, '/api/webapp/resumes_search/resume/')[0]?.body).toEqual({ username: 'anna' });
  });

  it.each(['/cv/unknown/7', '/cv/internal/abc', '/cv/internal/0', '/cv'])('sends %s to the 404 screen without asking the API', (url) => {
    const { mountProps } = renderCv(<CvApp />, { url });
    expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]);
    expect(mountProps.recorded.requests).toEqual([]);
  });

  it('hands a CV the API does not know to the 404 screen', async () => {
    const { mountProps } = renderCv(<CvApp />, {
      routes: { [DETAILS]: { status: 404, body: { error: { code: 'not_found', message: 'No such CV.' } } } },
    });
    await waitFor(() => expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]));
  });

  it('offers a retry when loading fails otherwise', async () => {
    let calls = 0;
    const { user } = renderCv(<CvApp />, {
      routes: {
        [DETAILS]: () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : { body: makeDetails() };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The CV could not be loaded' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
  });

  it('renders in Russian', async () => {
    renderCv(<CvApp />, { url: '/ru/cv/internal/7', locale: 'ru', routes: { [DETAILS]: { body: makeDetails() } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Опыт работы' })).toBeInTheDocument();
    expect(screen.getByText('Общий опыт: 6 лет 3 месяца', { selector: 'li' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Основное' })).getByText('Москва')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', `/ru/login?redirect=${encodeURIComponent('/cv/internal/7')}`);
  });
});

describe('the contacts of a CV', () => {
  it('shows contacts the API sent', async () => {
    renderCv(<CvApp />, {
      session: RECRUITER,
      routes: {
        [DETAILS]: {
          body: makeDetails({
            contactsRevealed: true,
            contacts: { email: 'anna@example.com', phone: '+7 900 000-00-00', url: 'https://anna.dev', profiles: [{ network: 'GitHub', username: 'anna', url: 'https://github.com/anna' }] },
          }),
        },
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'anna@example.com' })).toHaveAttribute('href', 'mailto:anna@example.com');
    expect(within(contacts).getByRole('link', { name: '+7 900 000-00-00' })).toHaveAttribute('href', 'tel:+79000000000');
    expect(within(contacts).getByRole('link', { name: 'GitHub: anna' })).toHaveAttribute('href', 'https://github.com/anna');
    expect(within(contacts).queryByRole('button')).toBeNull();
  });

  it('lets a recruiter spend a credit to reveal them', async () => {
    const { mountProps, user } = renderCv(<CvApp />, {
      session: RECRUITER,
      routes: {
        [DETAILS]: { body: makeDetails({ canRevealContacts: true }) },
        [CONTACTS]: { body: { contacts: { email: 'anna@example.com', phone: null, url: null, profiles: [] }, credits: 2, charged: true } },
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('Your team has 3 credits.')).toBeInTheDocument();
    expect(within(contacts).queryByRole('link', { name: 'anna@example.com' })).toBeNull();

    await user.click(within(contacts).getByRole('button', { name: 'Show contacts (1 credit)' }));
    expect(await within(contacts).findByRole('link', { name: 'anna@example.com' })).toBeInTheDocument();
    expect(within(contacts).getByRole('status')).toHaveTextContent('1 credit spent. 2 left.');
    expect(callsTo(mountProps.recorded.requests, '/api/webapp/resumes_search/resume/contacts').map((call) => call.body)).toEqual([
      { type: 'internal', id: 7 },
    ]);
    expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Contacts opened' })]);
    expect(within(contacts).queryByRole('button', { name: /Show contacts/ })).toBeNull();
    // The pressed button is gone: the focus is on the section's heading, not lost to the page.
    expect(within(contacts).getByRole('heading', { name: 'Contacts' })).toHaveFocus();
  });

  it('explains a reveal refused for lack of credits', async () => {
    const { user } = renderCv(<CvApp />, {
      session: { ...RECRUITER, team: RECRUITER.team && { ...RECRUITER.team, credits: 0 } },
      routes: {
        [DETAILS]: { body: makeDetails({ canRevealContacts: true }) },
        [CONTACTS]: { status: 402, body: { error: { code: 'no_credits', message: 'No credits left.' } } },
      },
    });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: 'Show contacts (1 credit)' }));
    const alert = await within(contacts).findByRole('alert');
    expect(alert).toHaveTextContent('Your team has no credits left. Activate a promo code or top up your plan in the account settings.');
    expect(within(alert).getByRole('link', { name: 'Go to the account' })).toHaveAttribute('href', '/user/account');
    expect(within(contacts).queryByRole('link', { name: 'anna@example.com' })).toBeNull();
  });

  it('asks anonymous visitors to sign in', async () => {
    renderCv(<CvApp />, { routes: { [DETAILS]: { body: makeDetails() } } });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/cv/internal/7')}`,
    );
    expect(within(contacts).queryByRole('button')).toBeNull();
  });

  it('tells a candidate that contacts are for recruiters', async () => {
    renderCv(<CvApp />, { session: CANDIDATE, routes: { [DETAILS]: { body: makeDetails() } } });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('Contacts are shown to recruiters only.')).toBeInTheDocument();
  });

  it('lets a recruiter put the CV into a new favourites list from its page', async () => {
    let lists = [{ id: 1, name: 'default', isDefault: true, count: 0, createdAt: '2024-05-01T10:00:00Z', containsCv: false }];
    const { mountProps, user } = renderCv(<CvApp />, {
      session: RECRUITER,
      routes: {
        [DETAILS]: { body: makeDetails() },
        'GET /api/user/favourites/lists': () => ({ body: { items: lists } }),
        'POST /api/user/favourites/lists': (request) => {
          const created = { id: 9, name: 'Go', isDefault: false, count: 0, createdAt: '2024-05-02T10:00:00Z', containsCv: false };
          expect(request.body).toEqual({ name: 'Go' });
          lists = [...lists, created];
          return { status: 201, body: created };
        },
        'POST /api/user/favourites': () => {
          lists = lists.map((list) => (list.id === 9 ? { ...list, count: 1, containsCv: true } : list));
          return { status: 201, body: { type: 'internal', id: 1, list: { id: 9, name: 'Go', isDefault: false }, name: 'Anna Petrova', title: 'Developer', city: null, note: null, addedAt: '2024-05-02T10:00:00Z' } };
        },
      },
    });
    const header = await screen.findByRole('group', { name: 'CV actions' });
    await user.click(within(header).getByRole('button', { name: 'Add to list: Anna Petrova' }));
    const panel = screen.getByRole('dialog', { name: 'Add to list: Anna Petrova' });
    expect(await within(panel).findByRole('checkbox', { name: 'Favourites' })).not.toBeChecked();
    await user.type(within(panel).getByRole('textbox', { name: 'New list' }), 'Go');
    await user.click(within(panel).getByRole('button', { name: 'Create and add' }));
    expect(await within(panel).findByRole('checkbox', { name: 'Go' })).toBeChecked();
    expect(callsTo(mountProps.recorded.requests, '/api/user/favourites').map((call) => call.body)).toEqual([{ type: 'internal', id: 7, listId: 9 }]);
    expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to “Go”' })]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Add to list: Anna Petrova' })).toHaveFocus();
  });

  it('offers no favourites list to a candidate or a visitor', async () => {
    renderCv(<CvApp />, { session: CANDIDATE, routes: { [DETAILS]: { body: makeDetails() } } });
    await screen.findByRole('region', { name: 'Contacts' });
    expect(screen.queryByRole('button', { name: /favourites list/ })).toBeNull();
  });
});

describe('the username redirect', () => {
  it('replaces the address with the canonical CV page', async () => {
    const { mountProps } = renderCv(<CvApp />, {
      url: '/cv/username_redirect/anna',
      routes: { 'GET /api/cv/username/anna': { body: { type: 'imported', id: 42 } } },
    });
    await waitFor(() => expect(mountProps.recorded.navigations).toEqual([{ path: '/cv/imported/42', options: { replace: true } }]));
    expect(mountProps.recorded.errorScreens).toEqual([]);
  });

  it('shows the 404 screen for an unknown username', async () => {
    const { mountProps } = renderCv(<CvApp />, {
      url: '/cv/username_redirect/nobody',
      routes: { 'GET /api/cv/username/nobody': { status: 404, body: { error: { code: 'not_found', message: 'No such user.' } } } },
    });
    await waitFor(() => expect(mountProps.recorded.errorScreens).toEqual([{ status: 404 }]));
    expect(mountProps.recorded.navigations).toEqual([]);
  });
});

describe('the owner editing their CV', () => {
  const owner = (details: Partial<ResumeDetails> = {}) => makeDetails({ isOwner: true, contacts: { email: 'anna@example.com', phone: null, url: null, profiles: [] }, ...details });

  it('saves the edited CV and keeps what the form does not edit', async () => {
    let detailsCalls = 0;
    const { mountProps, user } = renderCv(<CvApp />, {
      session: CANDIDATE,
      routes: {
        [DETAILS]: () => {
          detailsCalls += 1;
          return { body: owner(detailsCalls > 1 ? { name: 'Anna P. Petrova' } : {}) };
        },
        'GET /api/cv/me': { body: makeCvMe() },
        'PUT /api/cv/me': (request) => ({ body: { ...makeCvMe(), ...(request.body as CvMeUpdate) } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit my CV' }));
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    expect(name).toHaveValue('Anna Petrova');
    // Every platform field shows what the CV has, not a default.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByRole('textbox', { name: 'Desired salary per month' })).toHaveValue('300000');
    expect(screen.getByRole('checkbox', { name: 'Ready to relocate' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^School or university/ })).toHaveValue('MSU');

    await user.clear(name);
    await user.type(name, 'Anna P. Petrova');
    await user.type(screen.getByRole('textbox', { name: 'Add a skill' }), 'Kotlin{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Open to remote work' }));
    await user.click(screen.getByRole('radio', { name: 'Only me' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna P. Petrova' })).toBeInTheDocument();
    const put = callsTo(mountProps.recorded.requests, '/api/cv/me').find((call) => call.method === 'PUT');
    const body = put?.body as CvMeUpdate;
    expect(body.username).toBe('anna');
    expect(body.visibility).toBe('hidden');
    expect(body.resume.basics).toEqual({
      name: 'Anna P. Petrova',
      label: 'Senior Java developer',
      email: 'anna@example.com',
      location: { city: 'Москва', countryCode: 'RU' },
      profiles: [{ network: 'GitHub', username: 'anna' }],
    });
    expect(body.resume.skills).toEqual([{ name: 'Java', level: 'Expert', keywords: ['JVM'] }, { name: 'Kotlin' }]);
    expect(body.resume.work).toEqual([{ name: 'Fintech Ltd', position: 'Senior Java developer', startDate: '2019-02-15', highlights: ['Led 4 people'] }]);
    expect(body.resume.education).toEqual([{ institution: 'MSU' }]);
    expect(body.resume['x-platform']).toEqual({
      desiredSalary: { amount: 300000, currency: 'RUB' },
      relocation: true,
      remote: true,
      jobSearchStatus: 'open',
    });
    expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Your CV is saved' })]);
    expect(detailsCalls).toBe(2);
  });

  it('shows the server field errors next to their fields', async () => {
    const { user } = renderCv(<CvApp />, {
      session: CANDIDATE,
      routes: {
        [DETAILS]: { body: owner() },
        'GET /api/cv/me': { body: makeCvMe() },
        'PUT /api/cv/me': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'The request is invalid.',
              fields: [
                { path: 'username', message: 'This username is taken.' },
                { path: 'resume.basics.email', message: 'Must be an e-mail address.' },
                { path: 'resume.work.0.startDate', message: 'Must be a date.' },
                { path: 'resume.meta.version', message: 'Unknown version.' },
              ],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit my CV' }));
    await screen.findByRole('textbox', { name: /^Full name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please correct the marked fields.');
    expect(summary).toHaveTextContent('resume.meta.version: Unknown version.');
    await waitFor(() => expect(summary).toHaveFocus());

    const username = screen.getByRole('textbox', { name: /Username/ });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining('This username is taken.'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Must be an e-mail address.');
    expect(screen.getByLabelText('Started')).toHaveAccessibleDescription(expect.stringContaining('Must be a date.'));
    expect(screen.getByRole('textbox', { name: /^Full name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('checks the username before sending', async () => {
    const { mountProps, user } = renderCv(<CvApp />, {
      session: CANDIDATE,
      routes: { [DETAILS]: { body: owner() }, 'GET /api/cv/me': { body: makeCvMe() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit my CV' }));
    const username = await screen.findByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'a!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(mountProps.recorded.requests.some((call) => call.method === 'PUT')).toBe(false);
  });
});
