/**
 * The words of the host's route table: what a layout, a route guard and a host page are. Apart
 * from their registry (`route-modules.ts`), which imports every layout, guard and page: each of
 * those imports these types, and the registry importing them back would close a circle.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Session } from '@platform/contract';
import type { ScreenError } from '../../features/errors';
import type { HostRoute, RouteEntry, RouteParams } from './route-table';

export interface LayoutProps {
  children: ReactNode;
}
export type LayoutComponent = ComponentType<LayoutProps>;

export interface MiddlewareContext {
  entry: RouteEntry;
  params: RouteParams;
  url: URL;
  session: Session | null;
}

/** A guard lets the navigation through (nothing), sends it elsewhere, or shows an error screen. */
export type MiddlewareOutcome = { redirect: string } | { error: ScreenError } | undefined;
export type RouteMiddleware = (context: MiddlewareContext) => MiddlewareOutcome;

export interface HostPageProps {
  entry: HostRoute;
  params: RouteParams;
  url: URL;
}
export type HostPageComponent = ComponentType<HostPageProps>;
