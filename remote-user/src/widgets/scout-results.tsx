import { createRemoteApp } from '@platform/shared';
import { ScoutResultsWidget } from '../features/scouts/components/scout-results-widget';

/** The `./widgets/scout-results` module: the dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'user/widgets/scout-results',
  rootComponent: ScoutResultsWidget,
  namespace: {
    name: 'user',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json'),
    },
  },
});
