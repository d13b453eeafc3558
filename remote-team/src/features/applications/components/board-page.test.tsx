import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationNote, TeamApplication, TeamApplicationDetails, TeamThreadMessage } from '@platform/contract';
import { renderTeamRoute } from '../../../testing/render-team';
import { teamVacancyFixture } from '../../../testing/vacancy-fixtures';

const anna: TeamApplication = {
  id: 1,
  vacancyId: 7,
  stage: 'new',
  stageChangedAt: '2024-05-02T10:00:00Z',
  rejectionReason: null,
  name: 'Anna Petrova',
  title: 'Go developer',
  email: 'anna@example.test',
  phone: '+7 900 000-00-01',
  message: 'I write Go daily.',
  resumeId: 42,
  cvUrl: null,
  createdAt: '2024-05-02T10:00:00Z',
  notes: 0,
  unreadMessages: 0,
};
/**
 * The board over a fake API that remembers: moves and notes change what the next `GET` answers,
 * as the real API does, so a stale board is told apart from a fresh one.
 */
interface BoardOptions {
  applications?: TeamApplication[];
  notes?: ApplicationNote[];
  failMoves?: boolean;
  /** Holds the API's answer to a move until it resolves. */
  moveAnswered?: Promise<void>;
}

/** The candidate's reply by e-mail, with a file, not yet read by this recruiter. */
const reply: TeamThreadMessage = {
  id: 11,
  side: 'candidate',
  via: 'email',
  author: 'Anna Petrova',
  body: 'Thursday works for me.',
  createdAt: '2024-05-03T10:00:00Z',
  fromEmail: 'anna@example.test',
  senderCheck: 'ok',
  original: 'Thursday works for me.\n> Could we talk?',
  attachments: [{ id: 3, filename: 'cv.pdf', contentType: 'application/pdf', size: 2048 }],
  unread: true,
};

function renderBoard({ applications = [anna], notes = [], failMoves = false, moveAnswered }: BoardOptions = {}) {
  let items = applications.map((application) => ({ ...application, notes: notes.length }));
  const noteList = [...notes];
  const details = (id: number): TeamApplicationDetails | undefined => {
    const application = items.find((item) => item.id === id);
    return application && { ...application, history: [{ from: null, to: 'new', at: anna.createdAt, by: null, reason: null }], noteList, interviews: [], consent: null, duplicates: [] };
  };
  return renderTeamRoute('/team/vacancy/7/applications', {
    routes: {
      'GET /api/team/vacancies/7': { body: teamVacancyFixture() },
      'GET /api/team/vacancies/7/applications': () => ({ body: { items } }),
      'GET /api/team/applications/1': () => ({ body: details(1) }),
      'POST /api/team/applications/1/stage': async (request) => {
        await moveAnswered;
        if (failMoves) return { status: 409, body: { error: 'stage_move_not_allowed', message: 'Not allowed.' } };
        const body = request.body;
        const stage = typeof body === 'object' && body !== null && 'stage' in body && body.stage === 'rejected' ? 'rejected' : 'screening';
        items = items.map((item) => (item.id === 1 ? { ...item, stage, rejectionReason: stage === 'rejected' ? 'No Go' : null } : item));
        return { body: details(1) };
      },
      'POST /api/team/applications/1/notes': () => {
        const note = { id: noteList.length + 10, body: 'Strong', author: null, createdAt: anna.createdAt };
        noteList.push(note);
        items = items.map((item) => (item.id === 1 ? { ...item, notes: noteList.length } : item));
        return { status: 201, body: note };
      },
      'GET /api/team/applications/1/messages': { body: { items: [reply] } },
      'GET /api/team/message-templates': { body: { items: [{ id: 4, name: 'Invite', body: 'Hello {name}, shall we talk?' }] } },
      'POST /api/team/message-templates': { status: 201, body: { id: 5, name: 'Thanks', body: 'Thank you, {name}.' } },
      'POST /api/team/applications/1/messages': { status: 201, body: { ...reply, id: 12, side: 'team', via: 'site', author: 'Olga', body: 'See you then', unread: false, attachments: [] } },
    },
  });
}

/** Leaves the board for the vacancy's page and comes back through its link, as a recruiter does (no reload). */
async function leaveAndComeBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: 'Back to the vacancy' }));
  await user.click(await screen.findByRole('link', { name: 'Applications board' }));
  await screen.findByRole('heading', { level: 1, name: 'Applications: Go developer' });
}

describe('the applications board', () => {
  it('shows a column per stage and moves a card with its "Move to" list', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications: Go developer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'New1',
      'Screening0',
      'Interview0',
      'Offer0',
      'Hired0',
      'Rejected0',
    ]);
    const move = screen.getByRole('combobox', { name: 'Move Anna Petrova to' });
    // Only the moves the rules allow are offered.
    expect(within(move).getAllByRole('option').map((option) => option.textContent)).toEqual(['Move to…', 'Screening', 'Rejected']);
    await user.selectOptions(move, 'screening');
    const screening = screen.getByRole('region', { name: /Screening/ });
    expect(await within(screening).findByText('Anna Petrova')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({ stage: 'screening' });
  });

  it('asks for a reason before rejecting', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderBoard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Anna Petrova to' }), 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Anna Petrova' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dialog).toHaveTextContent('Give a reason for the rejection.');
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No Go');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mountProps?.recorded.requests.find((request) => request.method === 'POST')?.body).toEqual({ stage: 'rejected', reason: 'No Go' }));
    expect(await within(screen.getByRole('region', { name: /Rejected/ })).findByText('Anna Petrova')).toBeInTheDocument();
  });

  it('opens an applicant: contacts, the CV one click away, history and team notes', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderBoard({ notes: [{ id: 5, body: 'Call on Monday', author: { id: 'u', name: 'Olga' }, createdAt: anna.createdAt }] });
    await user.click(await screen.findByRole('button', { name: 'Open Anna Petrova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Petrova' });
    expect(await within(dialog).findByRole('link', { name: 'anna@example.test' })).toHaveAttribute('href', 'mailto:anna@example.test');
    expect(within(dialog).getByRole('link', { name: '+7 900 000-00-01' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the CV' })).toHaveAttribute('href', '/cv/internal/42');
    expect(within(dialog).getByText('Call on Monday')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /New note/ }), 'Strong');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(mountProps?.recorded.requests.find((request) => request.path.endsWith('/notes'))?.body).toEqual({ body: 'Strong' }));
  });

  it('marks a card with unread replies, shows the conversation with its files, and sends a message', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderBoard({ applications: [{ ...anna, unreadMessages: 1 }] });
    expect(await screen.findByText('1 new reply')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Anna Petrova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Petrova' });
    const thread = await within(dialog).findByRole('list', { name: 'Conversation with the candidate' });
    expect(within(thread).getByText('Thursday works for me.')).toBeInTheDocument();
    expect(within(thread).getByText('New')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'cv.pdf (2 KB)' })).toHaveAttribute('href', '/api/team/applications/1/attachments/3');
    // Read: the card's badge is gone.
    await waitFor(() => expect(screen.queryByText('1 new reply')).not.toBeInTheDocument());
    // A template of the team goes into the message; its variables are the server's to fill.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Insert a template' }), 'Invite');
    expect(within(dialog).getByRole('textbox', { name: /Message to the candidate/ })).toHaveValue('Hello {name}, shall we talk?');
    await user.clear(within(dialog).getByRole('textbox', { name: /Message to the candidate/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the candidate/ }), 'Thank you, {{name}.');
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Save as a template' }));
    expect(await within(dialog).findByText('Template saved.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.path === '/api/team/message-templates' && request.method === 'POST')?.body).toEqual({
      name: 'Thanks',
      body: 'Thank you, {name}.',
    });
    await user.clear(within(dialog).getByRole('textbox', { name: /Message to the candidate/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the candidate/ }), 'See you then');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('See you then')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.find((request) => request.method === 'POST' && request.path.endsWith('/messages'))?.body).toEqual({ body: 'See you then' });
  });

  it('shows an empty board as such', async () => {
    renderBoard({ applications: [] });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('shows a moved card in its new column after leaving the board and coming back', async () => {
    const { user } = renderBoard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Anna Petrova to' }), 'screening');
    expect(await within(screen.getByRole('region', { name: /Screening/ })).findByText('Anna Petrova')).toBeInTheDocument();
    await leaveAndComeBack(user);
    expect(within(screen.getByRole('region', { name: /Screening/ })).getByText('Anna Petrova')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /New/ })).queryByText('Anna Petrova')).not.toBeInTheDocument();
  });

  it('moves the card at once, before the API answers', async () => {
    let answer = () => {};
    const { user } = renderBoard({ moveAnswered: new Promise((resolve) => (answer = resolve)) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Anna Petrova to' }), 'screening');
    expect(await within(screen.getByRole('region', { name: /Screening/ })).findByText('Anna Petrova')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Screening/ })).toHaveTextContent('Screening1'));
  });

  it('puts a refused move back and says why', async () => {
    const { user, mountProps } = renderBoard({ failMoves: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Anna Petrova to' }), 'screening');
    await waitFor(() => expect(mountProps.recorded.toasts.map((toast) => toast.type)).toEqual(['error']));
    expect(within(screen.getByRole('region', { name: /New/ })).getByText('Anna Petrova')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Screening/ })).queryByText('Anna Petrova')).not.toBeInTheDocument();
  });

  it('counts a new note on the card and lists it in the details, also after leaving and coming back', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Open Anna Petrova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Petrova' });
    await user.type(await within(dialog).findByRole('textbox', { name: /New note/ }), 'Strong');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Strong')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(await screen.findByText('1 note')).toBeInTheDocument();
    await leaveAndComeBack(user);
    expect(screen.getByText('1 note')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Anna Petrova' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Anna Petrova' })).findByText('Strong')).toBeInTheDocument();
  });

  it('keeps the focus on the moved card after "Move to" and after "Reject"', async () => {
    const { user } = renderBoard();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Anna Petrova to' }), 'screening');
    const screening = screen.getByRole('region', { name: /Screening/ });
    await waitFor(() => expect(within(screening).getByRole('combobox', { name: 'Move Anna Petrova to' })).toHaveFocus());

    await user.selectOptions(within(screening).getByRole('combobox', { name: 'Move Anna Petrova to' }), 'rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Anna Petrova' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No Go');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rejected = screen.getByRole('region', { name: /Rejected/ });
    expect(within(rejected).getByText('Anna Petrova')).toBeInTheDocument();
    expect(rejected.contains(document.activeElement)).toBe(true);
  });
});

describe('the board wider than its box (a phone)', () => {
  // jsdom lays nothing out: the board is made a 390 px box over six columns 188 px apart, 176 wide.
  const COLUMN = 188;
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function scrollWidth(this: Element) {
      return this.querySelector('[data-stage]') ? 6 * COLUMN : 0;
    });
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function clientWidth(this: Element) {
      return this.querySelector('[data-stage]') ? 390 : 0;
    });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
      const stage = this.getAttribute('data-stage');
      const index = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'].indexOf(stage ?? '');
      if (index >= 0) return new DOMRect(index * COLUMN, 0, 176, 400);
      return new DOMRect(0, 0, this.querySelector('[data-stage]') ? 390 : 0, 0);
    });
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('says how many stages show, and a button per stage takes the focus into its column', async () => {
    const user = userEvent.setup();
    renderBoard();
    expect(await screen.findByText('Showing 2 of 6 stages: scroll sideways or go to a stage.')).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Stages of the board' });
    expect(board).toHaveAttribute('tabindex', '0');
    const stages = screen.getByRole('group', { name: 'Showing 2 of 6 stages: scroll sideways or go to a stage.' });
    expect(within(stages).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'New (1)',
      'Screening (0)',
      'Interview (0)',
      'Offer (0)',
      'Hired (0)',
      'Rejected (0)',
    ]);

    await user.click(within(stages).getByRole('button', { name: 'Offer (0)' }));
    const offer = screen.getByRole('region', { name: /^Offer/ });
    expect(offer).toHaveFocus();
    expect(offer.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'start' });
  });

  it('adds nothing to a board that fits', async () => {
    jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(0);
    renderBoard();
    await screen.findByRole('heading', { level: 1, name: 'Applications: Go developer' });
    expect(screen.queryByText(/of 6 stages/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stages of the board' })).not.toBeInTheDocument();
  });
});
