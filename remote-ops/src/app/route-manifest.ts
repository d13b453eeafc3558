import { defineRemoteRoutes } from '@platform/contract';

/**
 * The operators' area, as data (the build writes it to `dist/routes.json`; the host builds its
 * route table and header from it). Its one header entry is for platform operators only: the
 * `operator` audience, which the header adds to a signed-in account that has the role.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Platform', contact: 'platform@example.com' },
  routes: [{ name: 'releases', title: { en: 'Releases', ru: 'Выпуски' }, path: '/ops/releases', guards: ['auth'] }],
  navigation: [{ id: 'ops-releases', path: '/ops/releases', label: { en: 'Releases', ru: 'Выпуски' }, audience: ['operator'], order: 90 }],
  widgets: [],
});
