import { createRemoteApp } from '@platform/shared';
import { OpenVacanciesWidget } from '../features/vacancies/components/open-vacancies-widget';

/** The `./widgets/open-vacancies` module: the dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'team/widgets/open-vacancies',
  rootComponent: OpenVacanciesWidget,
  namespace: {
    name: 'team',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json'),
    },
  },
});
