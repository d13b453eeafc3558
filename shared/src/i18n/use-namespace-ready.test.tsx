import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from '@platform/shared/react-i18next';
import type { NamespaceLoaders } from './ensure-namespace';
import { useNamespaceReady } from './use-namespace-ready';

async function createI18n(lng: string): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', resources: {}, partialBundledLanguages: true, interpolation: { escapeValue: false } });
  return i18n;
}

function controlledLoaders() {
  const resolvers: Array<() => void> = [];
  let failNext = false;
  const make = (messages: Record<string, string>) => () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (failNext) {
        failNext = false;
        reject(new Error('offline'));
        return;
      }
      resolvers.push(() => resolve(messages));
    });
  const loaders: NamespaceLoaders = { en: make({ title: 'Search' }), ru: make({ title: 'Поиск' }) };
  return {
    loaders,
    failOnce: () => {
      failNext = true;
    },
    resolveAll: () => resolvers.splice(0).forEach((resolve) => resolve()),
  };
}

function Title({ i18n, loaders }: { i18n: I18n; loaders: NamespaceLoaders }) {
  const { ready, error, retry } = useNamespaceReady(i18n, 'search', loaders);
  const { t } = useTranslation('search');
  if (error) {
    return (
      <button type="button" onClick={retry}>
        Retry
      </button>
    );
  }
  return <h1>{ready ? t('title') : 'Loading…'}</h1>;
}

describe('useNamespaceReady', () => {
  it('renders once the namespace has loaded, and again after a language change', async () => {
    const i18n = await createI18n('en');
    const control = controlledLoaders();
    render(
      <I18nextProvider i18n={i18n}>
        <Title i18n={i18n} loaders={control.loaders} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Loading…');
    await act(async () => control.resolveAll());
    expect(screen.getByRole('heading')).toHaveTextContent('Search');

    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Loading…');
    await act(async () => control.resolveAll());
    expect(screen.getByRole('heading')).toHaveTextContent('Поиск');
  });

  it('reports a failed load and retries on demand', async () => {
    const i18n = await createI18n('en');
    const control = controlledLoaders();
    control.failOnce();
    render(
      <I18nextProvider i18n={i18n}>
        <Title i18n={i18n} loaders={control.loaders} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await act(async () => control.resolveAll());
    expect(screen.getByRole('heading')).toHaveTextContent('Search');
  });

  it('is ready at once when the bundles are already there', async () => {
    const i18n = await createI18n('en');
    i18n.addResourceBundle('en', 'search', { title: 'Search' });
    const control = controlledLoaders();
    render(
      <I18nextProvider i18n={i18n}>
        <Title i18n={i18n} loaders={control.loaders} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Search');
    await act(async () => undefined);
  });
});
