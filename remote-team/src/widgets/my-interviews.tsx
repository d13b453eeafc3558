import { createRemoteApp } from '@platform/shared';
import { MyInterviewsWidget } from '../features/applications/components/my-interviews-widget';

/** The `./widgets/my-interviews` module: the dashboard widget of the recruiter's upcoming interviews. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'team/widgets/my-interviews',
  rootComponent: MyInterviewsWidget,
  namespace: {
    name: 'team',
    // Chunks named `locale-<code>`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json'),
    },
  },
});
