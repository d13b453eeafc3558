import { screen, within } from '@testing-library/react';
import type { CvPrivacy } from '@platform/contract';
import type { RecordedRequest } from '@platform/shared/testing';
import { makeDetails, RECRUITER } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const DETAILS = 'POST /api/webapp/resumes_search/resume/';
const PRIVACY = 'GET /api/cv/imported/7/privacy';
const REQUEST = 'POST /api/cv/imported/7/privacy/consent-request';
const HOLD = 'PUT /api/cv/imported/7/privacy/legal-hold';

function privacy(overrides: Partial<CvPrivacy> = {}): CvPrivacy {
  return {
    consent: { state: 'not_requested', requestedAt: null, requestedBy: null, answeredAt: null, validUntil: null, text: null },
    legalHold: null,
    hiddenAt: null,
    retainedUntil: '2028-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const IMPORTED = makeDetails({ type: 'imported', username: null });

function calls(requests: RecordedRequest[], method: string, path: string): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

describe('the personal data of an imported CV', () => {
  it('asks the person for consent in the chosen language and shows the new state', async () => {
    let state = privacy();
    const { mountProps, user } = renderCv(<CvApp />, {
      url: '/cv/imported/7',
      session: RECRUITER,
      routes: {
        [DETAILS]: { body: IMPORTED },
        [PRIVACY]: () => ({ body: state }),
        [REQUEST]: () => {
          state = privacy({ consent: { ...state.consent, state: 'requested', requestedAt: '2026-11-27T10:00:00.000Z', requestedBy: 'Demo Recruiter' } });
          return { body: state };
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Personal data' });
    expect(await within(panel).findByText('Not requested')).toBeInTheDocument();
    expect(within(panel).getByText('May 1, 2028')).toBeInTheDocument();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Language of the request' }), 'ru');
    await user.click(within(panel).getByRole('button', { name: 'Ask for consent by e-mail' }));
    expect(await within(panel).findByText(/Requested · asked on Nov 27, 2026 by Demo Recruiter/)).toBeInTheDocument();
    expect(calls(mountProps.recorded.requests, 'POST', '/api/cv/imported/7/privacy/consent-request').map((call) => call.body)).toEqual([{ locale: 'ru' }]);
  });

  it('says why a request cannot go, and sets a legal hold with its reason', async () => {
    const { mountProps, user } = renderCv(<CvApp />, {
      url: '/cv/imported/7',
      session: RECRUITER,
      routes: {
        [DETAILS]: { body: IMPORTED },
        [PRIVACY]: { body: privacy() },
        [REQUEST]: { status: 409, body: { error: { code: 'no_email', message: 'No address', fields: [{ path: 'email', message: 'No address' }] } } },
        [HOLD]: { body: privacy({ legalHold: { reason: 'Dispute', setBy: 'Demo Recruiter', setAt: '2026-11-27T10:00:00.000Z' } }) },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Personal data' });
    await user.click(await within(panel).findByRole('button', { name: 'Ask for consent by e-mail' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This CV has no e-mail address to send the request to.');

    const setHold = within(panel).getByRole('button', { name: 'Set a legal hold' });
    expect(setHold).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Reason for a legal hold' }), 'Dispute');
    await user.click(setHold);
    expect(calls(mountProps.recorded.requests, 'PUT', '/api/cv/imported/7/privacy/legal-hold').map((call) => call.body)).toEqual([{ reason: 'Dispute' }]);
  });

  it('is in Russian for a Russian reader, and a member cannot set a hold', async () => {
    renderCv(<CvApp />, {
      url: '/ru/cv/imported/7',
      locale: 'ru',
      session: { ...RECRUITER, team: RECRUITER.team && { ...RECRUITER.team, role: 'member' } },
      routes: { [DETAILS]: { body: IMPORTED }, [PRIVACY]: { body: privacy({ hiddenAt: '2026-11-01T10:00:00.000Z' }) } },
    });
    const panel = await screen.findByRole('region', { name: 'Персональные данные' });
    expect(await within(panel).findByText('Не запрашивалось')).toBeInTheDocument();
    expect(within(panel).getByText('Скрыто по сроку хранения')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Запросить согласие по почте' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Установить удержание' })).toBeNull();
  });

  it('is not shown for a platform CV', async () => {
    renderCv(<CvApp />, { session: RECRUITER, routes: { [DETAILS]: { body: makeDetails() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal data' })).toBeNull();
  });
});
