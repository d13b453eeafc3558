import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationConsentText } from '@platform/contract';
import { renderInTeam } from '../../../testing/render-team';
import { ApplicationConsent } from './application-consent';

const CONSENT = {
  givenAt: '2026-03-10T09:00:00.000Z',
  validUntil: '2028-03-10T09:00:00.000Z',
  text: applicationConsentText('ru', 'Acme', 'Go developer', 24),
  locale: 'ru' as const,
};

describe('ApplicationConsent', () => {
  it('says when the consent was given and until when, and shows the statement in the language the candidate read it in', async () => {
    const user = userEvent.setup();
    renderInTeam(<ApplicationConsent consent={CONSENT} />);
    const summary = screen.getByText('Consent to the processing of personal data given Mar 10, 2026, valid until Mar 10, 2028');
    await user.click(summary);
    const statement = screen.getByText(/команда «Acme» обрабатывала моё резюме/);
    expect(statement).toBeVisible();
    expect(statement).toHaveAttribute('lang', 'ru');
  });

  it('tells the team when an application carries no consent, in Russian too', () => {
    renderInTeam(<ApplicationConsent consent={null} />, { locale: 'ru' });
    expect(screen.getByText('Согласие не записано: отклик отправлен до того, как платформа стала его записывать.')).toBeInTheDocument();
  });
});
