import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamDetails, TeamInterview } from '@platform/contract';
import { renderInTeam } from '../../../testing/render-team';
import { ApplicationInterviews } from './application-interviews';

const TEAM: TeamDetails = {
  id: 't-1',
  name: 'Acme',
  plan: 'starter',
  credits: 20,
  role: 'owner',
  members: [
    { id: '11111111-1111-4111-8111-111111111111', name: 'Olga', email: 'olga@example.test', role: 'owner', joinedAt: '2024-01-01T00:00:00Z' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Pavel', email: 'pavel@example.test', role: 'member', joinedAt: '2024-02-01T00:00:00Z' },
  ],
  invitations: [],
};

const INTERVIEW: TeamInterview = {
  id: 9,
  applicationId: 5,
  vacancyId: 7,
  vacancy: 'Go developer',
  candidate: 'Petr Candidate',
  startsAt: '2030-03-10T10:00',
  timeZone: 'Europe/Berlin',
  startsAtUtc: '2030-03-10T09:00:00.000Z',
  durationMinutes: 45,
  location: 'Office, room 3',
  link: null,
  notes: 'Ask about Kafka.',
  status: 'scheduled',
  sequence: 0,
  attendees: [
    { role: 'candidate', userId: null, name: 'Petr Candidate', answer: 'accepted', answeredAt: null },
    { role: 'interviewer', userId: '11111111-1111-4111-8111-111111111111', name: 'Olga', answer: 'needs_action', answeredAt: null },
  ],
};

describe('ApplicationInterviews', () => {
  it('reschedules an interview from its current details: only what the recruiter changed differs in the update', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<ApplicationInterviews applicationId={5} interviews={[INTERVIEW]} />, {
      routes: {
        'GET /api/team': { body: TEAM },
        'PATCH /api/team/interviews/9': { body: { ...INTERVIEW, startsAt: '2030-03-11T15:30', startsAtUtc: '2030-03-11T14:30:00.000Z', sequence: 1 } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const form = screen.getByRole('form', { name: 'Reschedule' });
    const when = within(form).getByLabelText(/Date and time at the place/);
    expect(when).toHaveValue('2030-03-10T10:00');
    expect(within(form).getByRole('combobox', { name: 'Time zone of the place' })).toHaveValue('Europe/Berlin');
    expect(within(form).getByRole('checkbox', { name: 'Olga' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Place' })).toHaveValue('Office, room 3');
    await user.clear(when);
    await user.type(when, '2030-03-11T15:30');
    await user.click(within(form).getByRole('button', { name: 'Send the change' }));
    await waitFor(() => expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')).toBeDefined());
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      startsAt: '2030-03-11T15:30',
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      interviewerIds: ['11111111-1111-4111-8111-111111111111'],
      location: 'Office, room 3',
      link: '',
      notes: 'Ask about Kafka.',
      confirmOverlap: false,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reschedule' })).not.toBeInTheDocument());
  });

  it('asks before cancelling, and cancels nothing when the recruiter keeps it', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<ApplicationInterviews applicationId={5} interviews={[INTERVIEW]} />, {
      routes: { 'GET /api/team': { body: TEAM }, 'DELETE /api/team/interviews/9': { status: 204 } },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    expect(dialog).toHaveTextContent('every interviewer get the cancellation');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mountProps?.recorded.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this interview?' })).getByRole('button', { name: 'Cancel the interview' }));
    await waitFor(() => expect(mountProps?.recorded.requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
