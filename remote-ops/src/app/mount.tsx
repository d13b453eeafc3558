import { createRemoteApp } from '@platform/shared';
import { OpsApp } from './ops-app';

/** The `./app` module: single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'ops/app',
  rootComponent: OpsApp,
  namespace: {
    name: 'ops',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json').then((messages) => messages.default),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json').then((messages) => messages.default),
    },
  },
});
