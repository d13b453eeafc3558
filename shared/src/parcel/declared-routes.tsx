import type { ComponentType } from 'react';
import { checkRouteParams, type RemoteRoutes, type RouteDeclaration, type RouteNameOf, type RouteParams } from '@platform/contract';
import { Route, Routes, useParams } from '@platform/shared/router';
import { NotFound } from './not-found';

/** What a page of a declared route receives: its parameters, already checked by the declaration. */
export interface DeclaredPageProps {
  params: RouteParams;
}

export interface DeclaredRoutesProps<T extends RemoteRoutes> {
  /** The remote's route declaration (`src/app/route-manifest.ts`). */
  manifest: T;
  /** The page of every declared route, by route name (a route may name another's `page`). */
  pages: Record<RouteNameOf<T>, ComponentType<DeclaredPageProps>>;
}

function DeclaredPage({ route, Page }: { route: RouteDeclaration; Page: ComponentType<DeclaredPageProps> }) {
  const raw = useParams();
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) params[name] = value;
  // The host checked these before it loaded the area; the same declaration decides here, so an
  // address the declaration refuses is a 404 in the standalone harness too.
  return checkRouteParams(route.params, params) ? <Page params={params} /> : <NotFound />;
}

/**
 * A remote's router made from its route declaration: one `<Route>` per declared pattern (the
 * patterns the host routes to this area), each page given its checked parameters, and the host's
 * 404 screen for anything else.
 *
 * @example
 * <DeclaredRoutes manifest={routeManifest} pages={{ team: TeamPage, vacancy: VacancyRoute }} />
 */
export function DeclaredRoutes<T extends RemoteRoutes>({ manifest, pages }: DeclaredRoutesProps<T>) {
  const byName: Readonly<Record<string, ComponentType<DeclaredPageProps>>> = pages;
  return (
    <Routes>
      {manifest.routes.map((route) => {
        const Page = byName[route.page ?? route.name];
        return Page ? <Route key={route.name} path={route.path} element={<DeclaredPage route={route} Page={Page} />} /> : null;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
