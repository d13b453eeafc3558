import type { RouteGuard } from '@platform/contract';
import type { HostPage, LayoutName } from './route-table';
import type { HostPageComponent, LayoutComponent, RouteMiddleware } from './route-vocabulary';

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
  landing: () => import('../pages/landing-route').then((module) => module.LandingRoute),
  login: () => import('../pages/login-route').then((module) => module.LoginRoute),
  register: () => import('../pages/register-route').then((module) => module.RegisterRoute),
  'forgot-password': () => import('../pages/forgot-password-route').then((module) => module.ForgotPasswordRoute),
  'reset-password': () => import('../pages/reset-password-route').then((module) => module.ResetPasswordRoute),
  'verify-email': () => import('../pages/verify-email-route').then((module) => module.VerifyEmailRoute),
  'ui-kit': () => import('../pages/ui-kit-route').then((module) => module.UiKitRoute),
  'ui-kit-2': () => import('../pages/ui-kit-2-route').then((module) => module.UiKit2Route),
};
