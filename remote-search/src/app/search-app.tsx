import { DeclaredRoutes, useMountProps } from '@platform/shared';
import { BrowserRouter } from '@platform/shared/router';
import { SearchPage } from '../features/search/components/search-page';
import { routeManifest } from './route-manifest';

/** The area's root: its own router, based at the locale prefix the host hands over, made from its route declaration. */
export function SearchApp() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <DeclaredRoutes manifest={routeManifest} pages={{ search: SearchPage }} />
    </BrowserRouter>
  );
}
