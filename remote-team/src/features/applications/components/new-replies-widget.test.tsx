import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRecruiterSession } from '@platform/shared/testing';
import { renderInTeam } from '../../../testing/render-team';
import { NewRepliesWidget } from './new-replies-widget';

const thread = { applicationId: 1, vacancyId: 7, vacancy: 'Go developer', candidate: 'Anna Petrova', unread: 2, lastAt: '2024-05-03T10:00:00Z' };

describe('the new replies widget', () => {
  it("lists the applications with candidates' unread replies, linking to their board through the host", async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<NewRepliesWidget />, { routes: { 'GET /api/team/conversations/unread': { body: { items: [thread] } } } });
    const link = await screen.findByRole('link', { name: 'Anna Petrova — Go developer' });
    expect(screen.getByText('2 new replies')).toBeInTheDocument();
    await user.click(link);
    expect(mountProps?.recorded.navigations).toEqual([{ path: '/team/vacancy/7/applications' }]);
  });

  it('says when there is nothing new, in Russian too', async () => {
    renderInTeam(<NewRepliesWidget />, { locale: 'ru', routes: { 'GET /api/team/conversations/unread': { body: { items: [] } } } });
    expect(await screen.findByText('Новых ответов нет')).toBeInTheDocument();
  });

  it('does not call the API for a candidate', () => {
    const { mountProps } = renderInTeam(<NewRepliesWidget />, { session: { user: { ...createRecruiterSession().user, kind: 'candidate' }, team: null } });
    expect(mountProps?.recorded.requests).toEqual([]);
  });
});
