import { createRemoteApp } from '@platform/shared';
import { NewRepliesWidget } from '../features/applications/components/new-replies-widget';

/** The `./widgets/new-replies` module: the dashboard widget of candidates' unread replies. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'team/widgets/new-replies',
  rootComponent: NewRepliesWidget,
  namespace: {
    name: 'team',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json'),
    },
  },
});
