import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@platform/shared';
import { auditEntry } from '../../../testing/privacy-fixtures';
import { renderTeamRoute } from '../../../testing/render-team';

const PATH = '/team/privacy?tab=audit';
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'long' };
const LOG = "Who touched which CV's personal data, newest first";

/** The text of each body row's cells. */
function rows(): string[][] {
  const table = screen.getByRole('region', { name: LOG });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the audit log tab', () => {
  it('shows who did what to which CV, when (in the viewer’s time zone) and from where', async () => {
    renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/audit': {
          body: {
            items: [
              auditEntry(3, { action: 'file_downloaded' }),
              auditEntry(2, { actor: 'system', action: 'retention_deleted', resumeId: 40, ip: null, at: '2026-11-26T04:10:00Z' }),
              auditEntry(1, { actor: 'person', action: 'erasure_requested', resumeId: null, ip: '198.51.100.4' }),
            ],
            nextBefore: null,
          },
        },
      },
    });
    const region = await screen.findByRole('region', { name: LOG });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(rows()).toEqual([
      [formatDate('en', '2026-11-27T14:02:11Z', TIME), 'olga@example.test', 'Downloaded the original file', 'CV #41', '203.0.113.7'],
      [formatDate('en', '2026-11-26T04:10:00Z', TIME), 'The platform (a scheduled job)', 'Deleted by retention', 'CV #40 (deleted)', '—'],
      [formatDate('en', '2026-11-27T14:02:11Z', TIME), 'The person (by an e-mailed link)', 'Erasure requested', '—', '198.51.100.4'],
    ]);
    // A CV that still exists is a link to its page; a deleted one is not.
    expect(within(region).getByRole('link', { name: 'CV #41' })).toHaveAttribute('href', '/cv/imported/41');
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('3 entries: that is all.');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/team/privacy/audit?format=csv');
  });

  it('loads older entries by the cursor, then says that is all', async () => {
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/audit': (request) =>
          new URLSearchParams(request.query).get('before') === '5'
            ? { body: { items: [auditEntry(4, { resumeId: 44 })], nextBefore: null } }
            : { body: { items: [auditEntry(6, { resumeId: 46 }), auditEntry(5, { resumeId: 45 })], nextBefore: 5 } },
      },
    });
    await screen.findByRole('region', { name: LOG });
    expect(screen.getByRole('status')).toHaveTextContent('2 entries shown; there are older ones.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows().map((row) => row[3])).toEqual(['CV #46', 'CV #45', 'CV #44']));
    expect(screen.getByRole('status')).toHaveTextContent('3 entries: that is all.');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The button went with the last page: the focus is on what now shows.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/team/privacy/audit').map((request) => request.query)).toEqual(['', 'before=5']);
  });

  it('filters by action, CV and actor through the API, and downloads exactly the filtered entries', async () => {
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/audit': (request) =>
          request.query === '' ? { body: { items: [auditEntry(2), auditEntry(1, { action: 'file_downloaded' })], nextBefore: null } } : { body: { items: [], nextBefore: null } },
      },
    });
    await screen.findByRole('region', { name: LOG });
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    const cv = within(form).getByRole('textbox', { name: /CV number/ });
    // A filter the API would refuse is refused at its field, and nothing is asked.
    await user.type(cv, 'abc');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(cv).toHaveAttribute('aria-invalid', 'true'));
    expect(cv).toHaveAccessibleDescription(expect.stringContaining("Enter a CV's number, such as 1234."));
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/team/privacy/audit')).toHaveLength(1);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Viewed the CV');
    await user.clear(cv);
    await user.type(cv, '41');
    await user.type(within(form).getByRole('textbox', { name: /Who/ }), 'olga@example.test');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'No entries match these filters' })).toBeInTheDocument();
    const asked = mountProps.recorded.requests.filter((request) => request.path === '/api/team/privacy/audit').at(-1);
    expect(Object.fromEntries(new URLSearchParams(asked?.query))).toEqual({ action: 'viewed', resumeId: '41', actor: 'olga@example.test' });
    const download = screen.getByRole('link', { name: 'Download these entries (CSV)' });
    expect(Object.fromEntries(new URL(download.getAttribute('href') ?? '', 'http://platform.test').searchParams)).toEqual({
      action: 'viewed',
      resumeId: '41',
      actor: 'olga@example.test',
      format: 'csv',
    });
    // The form keeps what was asked.
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('viewed');

    await user.click(within(screen.getByRole('region', { name: 'No entries match these filters' })).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: LOG })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CV number/ })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/team/privacy/audit?format=csv');
  });

  it('says when the log is empty, in Russian', async () => {
    renderTeamRoute(PATH, { locale: 'ru', routes: { 'GET /api/team/privacy/audit': { body: { items: [], nextBefore: null } } } });
    expect(await screen.findByRole('heading', { name: 'Записей пока нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toBeInTheDocument();
  });
});
