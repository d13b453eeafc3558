import type { RouteGuard, Session } from '@platform/contract';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenError } from '../../features/errors';
import type { HostPage, HostRoute, LayoutName, RouteEntry, RouteParams } from './route-table';

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

/** Layouts by name, each its own chunk, loaded before the navigation that needs it. */
export const LAYOUT_LOADERS: Record<LayoutName, () => Promise<LayoutComponent>> = {
  default: () => import('../layouts/default-layout').then((module) => module.DefaultLayout),
  blank: () => import('../layouts/blank-layout').then((module) => module.BlankLayout),
  landing: () => import('../layouts/landing-layout').then((module) => module.LandingLayout),
};

/** Route guards by name (the original site's "route middleware"): one per guard the contract publishes. */
export const MIDDLEWARE_LOADERS: Readonly<Record<RouteGuard, () => Promise<RouteMiddleware>>> = {
  auth: () => import('../middleware/auth').then((module) => module.authMiddleware),
  guest: () => import('../middleware/guest').then((module) => module.guestMiddleware),
};

/** The host's own pages, each its own chunk. */
export const HOST_PAGE_LOADERS: Record<HostPage, () => Promise<HostPageComponent>> = {
  dashboard: () => import('../pages/dashboard-route').then((module) => module.DashboardRoute),
  landing: () => import('../pages/landing-route').then((module) => module.LandingRoute),
  login: () => import('../pages/login-route').then((module) => module.LoginRoute),
  register: () => import('../pages/register-route').then((module) => module.RegisterRoute),
  'forgot-password': () => import('../pages/forgot-password-route').then((module) => module.ForgotPasswordRoute),
  'reset-password': () => import('../pages/reset-password-route').then((module) => module.ResetPasswordRoute),
  'verify-email': () => import('../pages/verify-email-route').then((module) => module.VerifyEmailRoute),
  'ui-kit': () => import('../pages/ui-kit-route').then((module) => module.UiKitRoute),
  'ui-kit-2': () => import('../pages/ui-kit-2-route').then((module) => module.UiKit2Route),
};
