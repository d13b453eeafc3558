import { screen, waitFor, within } from '@testing-library/react';
import type { RetentionPreview } from '@platform/contract';
import { formatDate } from '@platform/shared';
import { emptyPreview } from '../../../testing/privacy-fixtures';
import { renderTeamRoute } from '../../../testing/render-team';

const PATH = '/team/privacy';

const preview: RetentionPreview = {
  months: 24,
  hide: {
    total: 250,
    items: [
      { id: 11, name: 'Stale Person', lastActivityAt: '2023-01-10T08:00:00Z', hiddenAt: null },
      { id: 12, name: 'Older Person', lastActivityAt: '2022-06-01T08:00:00Z', hiddenAt: null },
    ],
  },
  delete: { total: 1, items: [{ id: 13, name: 'Hidden Person', lastActivityAt: '2022-01-01T08:00:00Z', hiddenAt: '2026-10-01T04:10:00Z' }] },
};

const routes = (answer: RetentionPreview = preview) => ({
  'GET /api/team/privacy/retention': { body: { months: 24, graceDays: 30 } },
  'GET /api/team/privacy/retention/preview': { body: answer },
});

describe('the retention tab', () => {
  it('shows the rule and the dry run: the CVs it would hide, linked, and those it would delete', async () => {
    renderTeamRoute(PATH, { routes: routes() });
    expect(await screen.findByRole('textbox', { name: /Months after the last activity/ })).toHaveValue('24');
    expect(screen.getByText(/A hidden CV is deleted 30 days later/)).toBeInTheDocument();

    const hide = await screen.findByRole('region', { name: 'Would be hidden now: 250' });
    expect(within(hide).getByRole('link', { name: 'Stale Person' })).toHaveAttribute('href', '/cv/imported/11');
    expect(within(hide).getByText(`last activity ${formatDate('en', '2023-01-10T08:00:00Z')}`)).toBeInTheDocument();
    expect(within(hide).getByText('The first 2 of 250 are listed.')).toBeInTheDocument();
    const remove = screen.getByRole('region', { name: 'Would be deleted (hidden more than 30 days): 1' });
    // Hidden CVs no longer open, even for the team: named, not linked.
    expect(within(remove).getByText('Hidden Person')).toBeInTheDocument();
    expect(within(remove).queryByRole('link')).not.toBeInTheDocument();
    expect(within(remove).getByText(`hidden since ${formatDate('en', '2026-10-01T04:10:00Z')}`)).toBeInTheDocument();
  });

  it('says when the dry run has nothing to do', async () => {
    renderTeamRoute(PATH, { routes: routes(emptyPreview()) });
    expect(await screen.findByRole('heading', { name: 'Nothing to hide or delete' })).toBeInTheDocument();
    expect(screen.getByText(/within 24 months of its last activity/)).toBeInTheDocument();
  });

  it('checks the months with the contract before sending anything', async () => {
    const { user, mountProps } = renderTeamRoute(PATH, { routes: routes() });
    const months = await screen.findByRole('textbox', { name: /Months after the last activity/ });
    for (const typed of ['0', '121', '1.5']) {
      await user.clear(months);
      await user.type(months, typed);
      await user.click(screen.getByRole('button', { name: 'Save the rule' }));
      await waitFor(() => expect(months).toHaveAttribute('aria-invalid', 'true'));
      expect(months).toHaveAccessibleDescription(expect.stringContaining('Enter whole months from 1 to 120.'));
    }
    expect(mountProps.recorded.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows the API’s refusal at the field it names, in the page’s language', async () => {
    const { user } = renderTeamRoute(PATH, {
      locale: 'ru',
      routes: {
        ...routes(),
        'PUT /api/team/privacy/retention': {
          status: 400,
          body: { error: { code: 'validation_failed', message: 'The request is invalid.', fields: [{ path: 'months', message: 'At most 120 months.', code: 'too_big' }] } },
        },
      },
    });
    const months = await screen.findByRole('textbox', { name: /Месяцев после последней активности/ });
    await user.clear(months);
    await user.type(months, '36');
    await user.click(screen.getByRole('button', { name: 'Сохранить срок' }));
    await waitFor(() => expect(months).toHaveAttribute('aria-invalid', 'true'));
    expect(months).toHaveAccessibleDescription(expect.stringContaining('Введите целое число месяцев от 1 до 120.'));
    // What was typed stays.
    expect(months).toHaveValue('36');
  });

  it('saves the rule, says so, and runs the dry run again under it', async () => {
    let months = 24;
    const { user, mountProps } = renderTeamRoute(PATH, {
      routes: {
        'GET /api/team/privacy/retention': () => ({ body: { months, graceDays: 30 } }),
        'GET /api/team/privacy/retention/preview': () => ({ body: months === 24 ? emptyPreview() : preview }),
        'PUT /api/team/privacy/retention': (request) => {
          months = 12;
          expect(request.body).toEqual({ months: 12 });
          return { body: { months, graceDays: 30 } };
        },
      },
    });
    const field = await screen.findByRole('textbox', { name: /Months after the last activity/ });
    expect(await screen.findByRole('heading', { name: 'Nothing to hide or delete' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByRole('region', { name: 'Would be hidden now: 250' })).toBeInTheDocument();
    expect(field).toHaveValue('12');
    expect(mountProps.recorded.toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Saved: CVs are kept 12 months after their last activity.' }));
    expect(mountProps.recorded.requests.filter((request) => request.path === '/api/team/privacy/retention/preview')).toHaveLength(2);
  });
});
