import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mailing, MailingPreview, SearchResponse } from '@platform/contract';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderTeamRoute } from '../../../testing/render-team';

const done: Mailing = {
  id: 3,
  vacancyId: 7,
  subject: 'About {vacancy}',
  body: 'Hello {name}',
  source: 'favourites',
  sourceDetail: { list: 'default' },
  charged: 1,
  progress: { total: 3, queued: 0, sending: 0, sent: 1, failed: 1, skipped: 1, retrying: 0 },
  state: 'done',
  createdAt: '2024-05-01T10:00:00Z',
  author: { id: 'u-1', name: 'Olga' },
};

const preview: MailingPreview = {
  recipients: { total: 3, reachable: 2 },
  skipped: [{ type: 'internal', id: 3, name: 'Hidden Hanna', reason: 'hidden' }],
  reachable: [
    { type: 'internal', id: 1, name: 'Anna Petrova' },
    { type: 'internal', id: 2, name: 'Boris Ivanov' },
  ],
  cost: { credits: 2, balance: 10, missing: 0 },
  dailyLimit: { limit: 500, used: 0, remaining: 500 },
  message: { recipient: { type: 'internal', id: 1, name: 'Anna Petrova' }, subject: 'Go developer at Acme', text: 'Hello Anna Petrova!\n\n--\nUnsubscribe: …', html: '' },
};

/** A search answer as the API sends it (the API client checks answers against the contract in tests). */
const searchPage: SearchResponse = {
  ignored: [],
  total: 3,
  totalIsEstimate: false,
  page: 0,
  perPage: 50,
  facets: { city: [], skill: [], experience: [], isEstimate: false },
  tookMs: 3,
  items: ['Anna Petrova', 'Boris Ivanov', 'Hidden Hanna'].map((name, index) => ({
    id: index + 1,
    type: 'internal',
    username: null,
    name,
    title: 'Go developer',
    city: 'Moscow',
    experienceMonths: 36,
    salary: null,
    relocation: false,
    remote: true,
    jobSearchStatus: 'active',
    topSkills: ['Go'],
    updatedAt: '2026-11-01T10:00:00.000Z',
    highlights: [],
  })),
};

const routes = (items: Mailing[]) => ({
  'GET /api/team/vacancies/7/mailings': { body: { vacancy: { id: 7, title: 'Go developer', status: 'open' }, items, dailyLimit: { limit: 500, used: 12 } } },
  'GET /api/user/favourites/lists': {
    body: {
      items: [
        { id: 1, name: 'default', isDefault: true, count: 2, createdAt: '2024-05-01T10:00:00Z' },
        { id: 2, name: 'Go', isDefault: false, count: 5, createdAt: '2024-05-01T10:00:00Z' },
        { id: 3, name: 'Empty', isDefault: false, count: 0, createdAt: '2024-05-01T10:00:00Z' },
      ],
    },
  },
  'POST /api/webapp/resumes_search/resumes/': { body: searchPage },
  'POST /api/team/vacancies/7/mailings/preview': { body: preview },
});

describe('MailingsPage', () => {
  it('hands another team the host 403 screen and shows none of the data', async () => {
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: { 'GET /api/team/vacancies/7/mailings': { status: 403, body: { error: { code: 'forbidden', message: 'Another team.' } } } },
    });
    await waitFor(() => expect(mountProps?.recorded.errorScreens).toEqual([{ status: 403 }]));
    expect(screen.queryByRole('button', { name: 'Send mailing' })).not.toBeInTheDocument();
  });

  it('lists mailings with their delivery progress and each recipient\'s status and reason', async () => {
    const user = userEvent.setup();
    renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: {
        ...routes([done]),
        'GET /api/team/vacancies/7/mailings/3/recipients': {
          body: {
            total: 3,
            items: [
              { type: 'internal', id: 1, name: 'Anna', status: 'sent', reason: null },
              { type: 'internal', id: 2, name: 'Bob', status: 'failed', reason: '550 No such user' },
              { type: 'internal', id: 3, name: 'Hanna', status: 'skipped', reason: 'hidden' },
            ],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mailings: Go developer' })).toBeInTheDocument();
    expect(screen.getByText('Team daily limit: 12 of 500 recipients used today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About {vacancy}' })).toBeInTheDocument();
    expect(screen.getByText('1 sent')).toBeInTheDocument();
    expect(screen.getByText('1 failed')).toBeInTheDocument();
    expect(screen.getByText('1 skipped')).toBeInTheDocument();
    expect(screen.getByText('List “Favourites”')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute('value', '3');
    await user.click(screen.getByRole('button', { name: 'Show recipients' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Bob failed 550 No such user/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Hanna skipped the CV is hidden/ })).toBeInTheDocument();
  });

  it('says when messages wait for the mail server, and that nothing is lost', async () => {
    const waiting: Mailing = { ...done, state: 'sending', progress: { total: 2, queued: 2, sending: 0, sent: 0, failed: 0, skipped: 0, retrying: 2 } };
    renderTeamRoute('/team/vacancy/7/Mailings', { routes: { ...routes([waiting]), 'GET /api/team/vacancies/7/mailings/3': { body: waiting } } });
    expect(await screen.findByRole('status')).toHaveTextContent('2 messages are waiting: the mail server has not taken them yet. Nothing is lost');
  });

  it('tells an unverified recruiter up front, links to the account page and keeps sending off; a verified one sees neither', async () => {
    const { unmount } = renderTeamRoute('/team/vacancy/7/Mailings', {
      locale: 'ru',
      session: createRecruiterSession({ emailVerified: false }),
      routes: routes([]),
    });
    const notice = await screen.findByRole('region', { name: 'Подтвердите адрес электронной почты' });
    expect(notice).toHaveTextContent('olga@example.test');
    expect(within(notice).getByRole('link', { name: 'Отправить ссылку ещё раз на странице «Аккаунт»' })).toHaveAttribute('href', '/ru/user/account');
    expect(screen.getByRole('button', { name: 'Отправить рассылку' })).toBeDisabled();
    expect(screen.getByText('Отправить можно будет после подтверждения адреса электронной почты.')).toBeInTheDocument();
    unmount();
    renderTeamRoute('/team/vacancy/7/Mailings', { session: createRecruiterSession({ emailVerified: true }), routes: routes([]) });
    expect(await screen.findByRole('heading', { name: 'Mailings: Go developer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('sends to the search results ticked (none at first) only after a preview and a confirmation of the credits, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: { ...routes([]), 'POST /api/team/vacancies/7/mailings': { status: 201, body: { ...done, state: 'sending', progress: { ...done.progress, queued: 2, sent: 0, failed: 0 } } } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), '{{vacancy} at {{team}');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello {{name}!');
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'go');
    await user.click(screen.getByRole('button', { name: 'Find candidates' }));
    expect(await screen.findByText('0 of 3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hidden Hanna' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Anna Petrova' }));
    await user.click(screen.getByRole('checkbox', { name: 'Boris Ivanov' }));
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send mailing' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Go developer at Acme')).toBeInTheDocument();
    expect(screen.getByLabelText('Message text')).toHaveTextContent('Hello Anna Petrova!');
    expect(screen.getByText('2 credits (balance 10)')).toBeInTheDocument();
    const requests = () => mountProps?.recorded.requests ?? [];
    const previewBody = requests().find((request) => request.path.endsWith('/preview'))?.body;
    expect(previewBody).toEqual({
      subject: '{vacancy} at {team}',
      body: 'Hello {name}!',
      recipients: { source: 'selection', cvs: [{ type: 'internal', id: 1 }, { type: 'internal', id: 2 }] },
    });

    await user.click(screen.getByRole('button', { name: 'Send mailing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the mailing to 2 candidates?' });
    expect(confirm).toHaveTextContent('It spends 2 credits of your 10');
    expect(requests().some((request) => request.method === 'POST' && request.path === '/api/team/vacancies/7/mailings')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Send and spend 2 credits' }));
    await waitFor(() => expect(mountProps?.recorded.toasts).toEqual([{ type: 'success', message: 'Mailing queued for 2 candidates.' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    const send = requests().find((request) => request.method === 'POST' && request.path === '/api/team/vacancies/7/mailings');
    expect(send?.body).toEqual(previewBody);
    expect(send?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);

  it('takes the CVs ticked on the search page as the recipients', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings?cvs=internal%3A1%2Cimported%3A2', { routes: routes([]) });
    expect(await screen.findByText(/^2 candidates ticked on the search page/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello {{name}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(mountProps?.recorded.requests.some((request) => request.path.endsWith('/preview'))).toBe(true));
    expect(mountProps?.recorded.requests.find((request) => request.path.endsWith('/preview'))?.body).toEqual({
      subject: 'Hi',
      body: 'Hello {name}',
      recipients: { source: 'selection', cvs: [{ type: 'internal', id: 1 }, { type: 'imported', id: 2 }] },
    });
  });

  it('says when the list shows only the first results of more', async () => {
    const user = userEvent.setup();
    renderTeamRoute('/team/vacancy/7/Mailings', { locale: 'ru', routes: { ...routes([]), 'POST /api/webapp/resumes_search/resumes/': { body: { ...searchPage, total: 1234 } } } });
    await user.type(await screen.findByRole('textbox', { name: 'Поисковый запрос' }), 'go');
    await user.click(screen.getByRole('button', { name: 'Найти кандидатов' }));
    expect(await screen.findByText(/Показаны только первые 3 из 1 234 найденных/)).toBeInTheDocument();
  });

  it("mails the vacancy's applicants at a stage, shows the source in words, and shows an empty stage by its field", async () => {
    const user = userEvent.setup();
    const sent: Mailing = { ...done, id: 4, source: 'applicants', sourceDetail: { stage: 'interview' } };
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: {
        ...routes([sent]),
        'POST /api/team/vacancies/7/mailings/preview': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'No applicant of this vacancy with a platform CV is at this stage.',
              fields: [{ path: 'recipients.stage', message: 'No applicant of this vacancy with a platform CV is at this stage.', code: 'no_applicants_at_stage' }],
            },
          },
        },
      },
    });
    expect(await screen.findByText('Applicants at the stage “Interview”')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Next step');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello {{name}');
    await user.click(screen.getByRole('radio', { name: "This vacancy's applicants at a stage" }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Stage/ }), 'Offer');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No applicant of this vacancy with a platform CV is at this stage.')).toBeInTheDocument();
    const previewBody = mountProps?.recorded.requests.find((request) => request.path.endsWith('/preview'))?.body;
    expect(previewBody).toEqual({ subject: 'Next step', body: 'Hello {name}', recipients: { source: 'applicants', stage: 'offer' } });
  }, 20_000);

  it('checks the form before previewing, and shows an unknown variable from the API by its field', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderTeamRoute('/team/vacancy/7/Mailings', {
      routes: {
        ...routes([]),
        'POST /api/team/vacancies/7/mailings/preview': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Unknown variable {salary}.',
              fields: [{ path: 'body', message: 'Unknown variable {salary}: use {name}, {vacancy}, {team}, {sender}.', code: 'unknown_variable', params: { variable: 'salary' } }],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write the message.')).toBeInTheDocument();
    expect(screen.getByText('Choose the recipients.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Pay {{salary}');
    await user.click(screen.getByRole('radio', { name: 'A favourites list' }));
    const listBox = await screen.findByRole('combobox', { name: 'Favourites list' });
    // Empty lists have no one to mail: they are not offered.
    await waitFor(() => expect(within(listBox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a list', 'Favourites (2)', 'Go (5)']));
    await user.selectOptions(listBox, 'Go');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Unknown variable {salary}: use {name}, {vacancy}, {team}, {sender}.')).toBeInTheDocument();
  }, 20_000);

  it('tells a recruiter whose address is not verified why the mailing is refused, in Russian', async () => {
    const user = userEvent.setup();
    renderTeamRoute('/team/vacancy/7/Mailings', {
      locale: 'ru',
      routes: {
        ...routes([]),
        'POST /api/team/vacancies/7/mailings': {
          status: 403,
          body: { error: { code: 'email_unverified', message: 'Verify your e-mail address first: follow the link we sent you.' } },
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Тема/ }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /Текст письма/ }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'go');
    await user.click(screen.getByRole('button', { name: 'Найти кандидатов' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Anna Petrova' }));
    await user.click(await screen.findByRole('button', { name: 'Предпросмотр' }));
    await user.click(await screen.findByRole('button', { name: 'Отправить рассылку' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Отправить рассылку 2 кандидатам?' })).getByRole('button', { name: 'Отправить и списать 2 кредита' }));
    expect(await screen.findByText(/Сначала подтвердите адрес e-mail по ссылке из письма/)).toBeInTheDocument();
  }, 60_000);
});
