import { screen, waitFor } from '@testing-library/react';
import type { CvMe, CvMeUpdate } from '@platform/contract';
import { CANDIDATE, makeCvMe } from '../testing/fixtures';
import { renderCv } from '../testing/render-cv';
import { CvApp } from './cv-app';

const NO_CV = { status: 404, body: { error: { code: 'not_found', message: 'You have not written your CV yet.' } } };

function stepHeading(name: RegExp) {
  return screen.getByRole('heading', { level: 2, name });
}

describe('the CV wizard', () => {
  it('walks a new candidate through the steps, checks each, saves and returns to the vacancy', async () => {
    const { mountProps, user } = renderCv(<CvApp />, {
      url: '/cv/new?returnTo=%2Fteam%2Fvacancy%2F12',
      session: CANDIDATE,
      routes: {
        'GET /api/cv/me': NO_CV,
        'PUT /api/cv/me': (request) => ({ body: { ...makeCvMe(), ...(request.body as CvMeUpdate) } as CvMe }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Write your CV' })).toBeInTheDocument();
    expect(stepHeading(/^Step 1 of 7: About you$/)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    expect(name).toHaveValue('Anna Petrova');

    // A step is checked before the next opens, and its error is next to the field.
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter your name (up to 200 characters).')).toBeInTheDocument();
    expect(stepHeading(/About you/)).toBeInTheDocument();
    await user.type(name, 'Anna Petrova');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Kazan');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const position = await screen.findByRole('heading', { level: 2, name: /^Step 2 of 7: Desired position$/ });
    await waitFor(() => expect(position).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /^Desired position/ }), 'Go developer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await user.type(screen.getByRole('textbox', { name: 'Desired salary per month' }), '250 000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the amount as a whole number, up to 100 000 000.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Desired salary per month' }));
    await user.type(screen.getByRole('textbox', { name: 'Desired salary per month' }), '4000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(screen.getByRole('checkbox', { name: 'Open to remote work' }));

    // Back keeps what was typed and moves focus to the step's heading.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(stepHeading(/About you/)).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Kazan');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /Work experience/ });
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the position.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Position/ }), 'Go developer');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /Education/ });
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(screen.getByRole('textbox', { name: /^School or university/ }), 'KFU');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /Languages/ });
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    await user.type(screen.getByRole('textbox', { name: /^Language/ }), 'English');
    await user.type(screen.getByRole('textbox', { name: /^Level/ }), 'B2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /Skills/ });
    await user.type(screen.getByRole('textbox', { name: /^Add a skill/ }), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /^Step 7 of 7: Publishing$/ });
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('anna');
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));

    await waitFor(() => expect(mountProps.recorded.navigations).toEqual([{ path: '/team/vacancy/12', options: { replace: true } }]));
    const put = mountProps.recorded.requests.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      username: 'anna',
      visibility: 'public',
      resume: {
        basics: { name: 'Anna Petrova', label: 'Go developer', email: 'anna@example.com', location: { city: 'Kazan' } },
        skills: [{ name: 'Go' }],
        work: [{ name: 'Globex', position: 'Go developer' }],
        education: [{ institution: 'KFU' }],
        languages: [{ language: 'English', fluency: 'B2' }],
        'x-platform': { desiredSalary: { amount: 4000, currency: 'EUR' }, relocation: false, remote: true, jobSearchStatus: 'open' },
      },
    });
    expect(mountProps.recorded.toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Your CV is saved' })]);
  }, 30_000);

  it('opens the step of a field the server refused, with the reason next to it', async () => {
    const { user } = renderCv(<CvApp />, {
      url: '/cv/new',
      session: CANDIDATE,
      routes: {
        'GET /api/cv/me': NO_CV,
        'PUT /api/cv/me': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'The CV is not a valid JSON Resume document.',
              fields: [{ path: 'resume.basics.email', message: 'Expected an e-mail address such as name@example.com.', code: 'email_format' }],
            },
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: /About you/ });
    for (let step = 2; step <= 7; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 7`) });
    }
    await user.click(screen.getByRole('button', { name: 'Save my CV' }));
    const about = await screen.findByRole('heading', { level: 2, name: /^Step 1 of 7: About you$/ });
    await waitFor(() => expect(about).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Expected an e-mail address such as name@example.com.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  });

  it('takes a candidate who has a CV to it (or back where they came from)', async () => {
    const { mountProps } = renderCv(<CvApp />, { url: '/cv/new?returnTo=//evil.example', session: CANDIDATE, routes: { 'GET /api/cv/me': { body: makeCvMe() } } });
    await waitFor(() => expect(mountProps.recorded.navigations).toEqual([{ path: '/cv/username/anna', options: { replace: true } }]));
  });

  it('sends "My CV" of a candidate without a CV to the wizard', async () => {
    const { mountProps } = renderCv(<CvApp />, { url: '/cv/my', session: CANDIDATE, routes: { 'GET /api/cv/me': NO_CV } });
    await waitFor(() => expect(mountProps.recorded.navigations).toEqual([{ path: '/cv/new', options: { replace: true } }]));
  });

  it('shows the Russian steps', async () => {
    renderCv(<CvApp />, { url: '/ru/cv/new', locale: 'ru', session: CANDIDATE, routes: { 'GET /api/cv/me': NO_CV } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Шаг 1 из 7: О вас' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
  });
});
