import { createRemoteApp } from '@platform/shared';
import { SearchApp } from './search-app';

/** The `./app` module: single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'search/app',
  rootComponent: SearchApp,
  namespace: {
    name: 'search',
    loaders: {
      en: () => import('../locales/en.json').then((messages) => messages.default),
      ru: () => import('../locales/ru.json').then((messages) => messages.default),
    },
  },
});
