/**
 * `mountStandalone(app)`: boots a remote alone, outside the host, for its own team (a harness with
 * its own API client, i18next instance, query client and toasts). A subpath of its own, not part
 * of `@platform/shared` itself: that module is shared at run time whole (every export in every
 * page's first load), while this one is bundled into the remotes' standalone builds, and only there.
 */
export { mountStandalone } from './src/parcel/standalone';
