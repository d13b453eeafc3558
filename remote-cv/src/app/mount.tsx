import { createRemoteApp } from '@platform/shared';
import { CvApp } from './cv-app';

/** The `./app` module: single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'cv/app',
  rootComponent: CvApp,
  namespace: {
    name: 'cv',
    loaders: {
      en: () => import('../locales/en.json').then((messages) => messages.default),
      ru: () => import('../locales/ru.json').then((messages) => messages.default),
    },
  },
});
