/**
 * `call(api, ENDPOINT, { params, query, body, signal })`: a remote's way to one contract endpoint.
 * A subpath of its own, not part of `@platform/shared` itself: that module is shared at run time
 * whole (every export in every page's first load), while this one is bundled into the apps that
 * use it, and only there.
 */
export { call, endpointPath, queryString, type CallInput, type PathParamNames, type RouteOf } from './src/api/call';
