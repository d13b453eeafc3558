import { createRemoteApp } from '@platform/shared';
import { UserApp } from './user-app';

/** The `./app` module: single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'user/app',
  rootComponent: UserApp,
  namespace: {
    name: 'user',
    loaders: {
      en: () => import('../locales/en.json').then((messages) => messages.default),
      ru: () => import('../locales/ru.json').then((messages) => messages.default),
    },
  },
});
