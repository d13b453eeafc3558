import { screen, within } from '@testing-library/react';
import { createRecruiterSession } from '@platform/shared/testing';
import { auditEntry, emptyPreview } from '../../../testing/privacy-fixtures';
import { renderTeamRoute } from '../../../testing/render-team';

const OWNER_ROUTES = {
  'GET /api/team/privacy/retention': { body: { months: 24, graceDays: 30 } },
  'GET /api/team/privacy/retention/preview': { body: emptyPreview() },
  'GET /api/team/privacy/erasure-requests': { body: { items: [] } },
  'GET /api/team/privacy/audit': { body: { items: [auditEntry(1)], nextBefore: null } },
};

describe('PrivacyPage', () => {
  it.each(['admin', 'member'] as const)('tells a team %s that only owners manage personal data, without asking the API', async (role) => {
    const { mountProps } = renderTeamRoute('/team/privacy', { session: createRecruiterSession({}, role), routes: OWNER_ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Only owners manage personal data' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(mountProps.recorded.requests).toEqual([]);
  });

  it('shows the owner three tabs, retention first; the arrow keys move between them and open each', async () => {
    const { user, mountProps } = renderTeamRoute('/team/privacy', { routes: OWNER_ROUTES });
    const tabs = await screen.findByRole('tablist', { name: 'Personal data' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Retention', 'Erasure requests', 'Audit log']);
    const retention = within(tabs).getByRole('tab', { name: 'Retention' });
    expect(retention).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Retention' })).toHaveTextContent('Retention rule');
    // Only the open section asks the API.
    expect(mountProps.recorded.requests.map((request) => request.path)).not.toContain('/api/team/privacy/audit');

    // One tab stop for the list: the selected tab.
    expect(within(tabs).getByRole('tab', { name: 'Audit log' })).toHaveAttribute('tabindex', '-1');
    retention.focus();
    await user.keyboard('{ArrowRight}');
    const erasure = within(tabs).getByRole('tab', { name: 'Erasure requests' });
    expect(erasure).toHaveFocus();
    expect(erasure).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Erasure requests' })).toHaveTextContent('No erasure requests');

    await user.keyboard('{End}');
    expect(within(tabs).getByRole('tab', { name: 'Audit log' })).toHaveFocus();
    expect(await screen.findByRole('region', { name: "Who touched which CV's personal data, newest first" })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(retention).toHaveFocus();
    expect(retention).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab its address names, in Russian', async () => {
    renderTeamRoute('/team/privacy?tab=audit', { locale: 'ru', routes: OWNER_ROUTES });
    expect(await screen.findByRole('tab', { name: 'Журнал доступа' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Просмотр резюме' })).toBeInTheDocument();
  });
});
