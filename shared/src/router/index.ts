/**
 * The router of every app, as one shared singleton (`@platform/shared/router`).
 *
 * Sharing `react-router` itself ships the whole library to every page: a shared module cannot be
 * tree-shaken, because the build that provides it cannot know what the other apps will ask of it
 * (~61 KiB gzip, where a bundle that imports only what it uses needs about half). This module is
 * the shared unit instead: it names what the platform uses, and the build tree-shakes
 * `react-router` behind it. Apps import routing from here, never from `react-router-dom` (lint
 * enforces it); a remote that needs another export adds it here, in a release of `@platform/shared`
 * the host ships first (the host provides this singleton to every remote).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { DataRouter, LoaderFunctionArgs, RouteObject } from 'react-router';
// The DOM RouterProvider wires in react-dom's flushSync for the router's view transitions.
export { RouterProvider } from 'react-router/dom';
