import { createRemoteApp } from '@platform/shared';
import { OpenVacanciesWidget } from '../features/vacancies/components/open-vacancies-widget';

/** The `./widgets/open-vacancies` module: the dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'team/widgets/open-vacancies',
  rootComponent: OpenVacanciesWidget,
  namespace: {
    name: 'team',
    loaders: {
      en: () => import('../locales/en.json'),
      ru: () => import('../locales/ru.json'),
    },
  },
});
