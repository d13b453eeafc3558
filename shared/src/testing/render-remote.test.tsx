import { screen } from '@testing-library/react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Route, Routes, useParams } from '@platform/shared/router';
import { useMountProps } from '../parcel';
import { createRemoteTestI18n, renderRemote } from './render-remote';
import { createRecruiterSession } from './session';

const AREA = {
  namespace: 'area',
  messages: { en: { greeting: 'Hello, {{name}}' }, ru: { greeting: 'Здравствуйте, {{name}}' } },
};

function Greeting() {
  const { t } = useTranslation('area');
  const { session, api } = useMountProps();
  const user = session.current?.user;
  return (
    <button type="button" onClick={() => void api.get('/team').catch(() => undefined)}>
      {t('greeting', { name: user?.name ?? '?' })}
    </button>
  );
}

function VacancyId() {
  const { id } = useParams();
  return <p>Vacancy {id}</p>;
}

describe('renderRemote', () => {
  it('renders with the remote’s messages in the locale, the session and a fake API', async () => {
    const { mountProps, user } = renderRemote(<Greeting />, {
      ...AREA,
      locale: 'ru',
      session: createRecruiterSession({ name: 'Ольга' }),
      routes: { 'GET /api/team': { body: { name: 'Acme' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Здравствуйте, Ольга' }));
    expect(mountProps.locale).toBe('ru');
    expect(mountProps.session.current?.team).toEqual({ id: 't-1', name: 'Acme', role: 'owner', credits: 20 });
    expect(mountProps.recorded.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/team']);
  });

  it('is anonymous unless told otherwise', () => {
    renderRemote(<Greeting />, AREA);
    expect(screen.getByRole('button', { name: 'Hello, ?' })).toBeInTheDocument();
  });

  it('renders route elements at a path, or sets the browser’s address', () => {
    renderRemote(
      <Routes>
        <Route path="/team/vacancy/:id" element={<VacancyId />} />
      </Routes>,
      { ...AREA, route: '/team/vacancy/7', url: '/ru/search?q=go' },
    );
    expect(screen.getByText('Vacancy 7')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/ru/search?q=go');
  });

  it('gives an i18next instance with the UI kit’s and the remote’s bundles in both locales', () => {
    const i18n = createRemoteTestI18n(AREA, 'ru');
    expect(i18n.t('area:greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна');
    expect(i18n.t('ui:close')).toBe('Закрыть');
    expect(i18n.getFixedT('en')('area:greeting', { name: 'Anna' })).toBe('Hello, Anna');
  });
});
