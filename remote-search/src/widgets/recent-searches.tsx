import { createRemoteApp } from '@platform/shared';
import { RecentSearchesWidget } from '../features/recent-searches/components/recent-searches-widget';

/** The `./widgets/recent-searches` module: a dashboard widget parcel. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'search/widgets/recent-searches',
  rootComponent: RecentSearchesWidget,
  namespace: {
    name: 'search',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json').then((messages) => messages.default),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json').then((messages) => messages.default),
    },
  },
});
