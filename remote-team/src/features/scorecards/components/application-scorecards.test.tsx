import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationScorecards as Scorecards, MyScorecard } from '@platform/contract';
import { renderInTeam } from '../../../testing/render-team';
import { ApplicationScorecards } from './application-scorecards';

const competencies = [
  { key: 'communication', name: null },
  { key: 'custom:Go concurrency', name: 'Go concurrency' },
];
const empty: MyScorecard = { applicationId: 5, interviewId: null, competencies, ratings: [], recommendation: null, notes: '', dueAt: null, submittedAt: null };
/** Anna submitted, the reader (Boris) has not: her scorecard is hidden from him. */
const hiddenSummary: Scorecards = {
  applicationId: 5,
  competencies,
  seesAll: false,
  items: [
    {
      id: 1,
      interviewer: { id: 'anna', name: 'Anna' },
      interviewId: null,
      mine: false,
      state: 'submitted',
      dueAt: null,
      submittedAt: '2024-05-03T10:00:00Z',
      hidden: true,
      recommendation: null,
      ratings: null,
      notes: null,
    },
    {
      id: 2,
      interviewer: { id: 'boris', name: 'Boris' },
      interviewId: 9,
      mine: true,
      state: 'overdue',
      dueAt: '2024-05-02T10:00:00Z',
      submittedAt: null,
      hidden: false,
      recommendation: null,
      ratings: null,
      notes: null,
    },
  ],
};

describe('the scorecards of an application', () => {
  it('shows who submitted and who is overdue, hides what the reader may not see yet, and asks for every rating', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<ApplicationScorecards applicationId={5} />, {
      routes: {
        'GET /api/team/applications/5/scorecards': { body: hiddenSummary },
        'GET /api/team/applications/5/scorecard': { body: empty },
      },
    });
    const table = await screen.findByRole('table', { name: 'Scorecards side by side' });
    expect(within(table).getByRole('columnheader', { name: 'Boris (you)' })).toBeInTheDocument();
    expect(within(table).getByText('Submitted')).toBeInTheDocument();
    expect(within(table).getByText(/^Overdue since/)).toBeInTheDocument();
    expect(within(table).getByText('Hidden until you submit yours')).toBeInTheDocument();

    // Submitting with nothing chosen sends nothing and names each missing rating next to its group.
    await user.click(await screen.findByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findAllByText('Choose a rating.')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Overall recommendation' })).getByText('Choose your recommendation.')).toBeInTheDocument();
    expect(mountProps?.recorded.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('submits the ratings chosen with the keyboard, in Russian too', async () => {
    const user = userEvent.setup();
    const { mountProps } = renderInTeam(<ApplicationScorecards applicationId={5} />, {
      locale: 'ru',
      routes: {
        'GET /api/team/applications/5/scorecards': { body: { ...hiddenSummary, items: [] } },
        'GET /api/team/applications/5/scorecard': { body: empty },
        'PUT /api/team/applications/5/scorecard': { body: { ...empty, recommendation: 'strong_yes', submittedAt: '2024-05-03T11:00:00Z' } },
      },
    });
    expect(await screen.findByText('Оценочных карт пока нет')).toBeInTheDocument();
    for (const name of ['Коммуникация', 'Go concurrency', 'Итоговая рекомендация']) {
      // Tab-free: focus the group's first level, Space picks it, an arrow moves up the scale.
      const group = screen.getByRole('group', { name });
      within(group).getByRole('radio', { name: 'Точно нет' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
    }
    await user.type(screen.getByRole('textbox', { name: 'Заметки' }), 'Хорошо');
    await user.click(screen.getByRole('button', { name: 'Отправить карту' }));
    await waitFor(() => expect(mountProps?.recorded.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(mountProps?.recorded.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      ratings: [
        { key: 'communication', rating: 'no' },
        { key: 'custom:Go concurrency', rating: 'no' },
      ],
      recommendation: 'no',
      notes: 'Хорошо',
    });
  });
});
