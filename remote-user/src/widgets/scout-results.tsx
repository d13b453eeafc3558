import { createRemoteApp } from '@platform/shared';
import { useTranslation } from 'react-i18next';

function ScoutResultsWidget() {
  const { t } = useTranslation('user');
  return (
    <section aria-labelledby="scout-results-title">
      <h2 id="scout-results-title">{t('widgets.scout-results.title')}</h2>
    </section>
  );
}

/** The `./widgets/scout-results` module: a dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'user/widgets/scout-results',
  rootComponent: ScoutResultsWidget,
  namespace: {
    name: 'user',
    loaders: {
      en: () => import('../locales/en.json').then((messages) => messages.default),
      ru: () => import('../locales/ru.json').then((messages) => messages.default),
    },
  },
});
