import { DeclaredRoutes } from '@platform/shared';
import { ReleasesPage } from '../features/releases/components/releases-page';
import { routeManifest } from './route-manifest';

/** The area's pages, one per route of its declaration (`route-manifest.ts`). */
export function OpsRoutes() {
  return <DeclaredRoutes manifest={routeManifest} pages={{ releases: ReleasesPage }} />;
}
