import { createRemoteApp } from '@platform/shared';
import { ScoutResultsWidget } from '../features/scouts/components/scout-results-widget';

/** The `./widgets/scout-results` module: the dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'user/widgets/scout-results',
  rootComponent: ScoutResultsWidget,
  namespace: {
    name: 'user',
    loaders: {
      en: () => import('../locales/en.json'),
      ru: () => import('../locales/ru.json'),
    },
  },
});
