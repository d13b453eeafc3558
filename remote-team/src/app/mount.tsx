import { createRemoteApp } from '@platform/shared';
import { TeamApp } from './team-app';

/** The `./app` module: single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'team/app',
  rootComponent: TeamApp,
  namespace: {
    name: 'team',
    loaders: {
      en: () => import('../locales/en.json').then((messages) => messages.default),
      ru: () => import('../locales/ru.json').then((messages) => messages.default),
    },
  },
});
