import { createRemoteApp } from '@platform/shared';
import { EducationContinueWidget } from '../features/education/components/education-continue-widget';

/** The `./widgets/education-continue` module: the dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'user/widgets/education-continue',
  rootComponent: EducationContinueWidget,
  namespace: {
    name: 'user',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json'),
    },
  },
});
