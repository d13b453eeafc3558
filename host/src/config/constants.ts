import { PLATFORM_ROUTES } from '@platform/contract';

/** The product name shown in the header and in every page title (`<brand> | Error 404`). */
export const BRAND_NAME = 'HireScope';

/** i18next namespace of the host's own messages; remotes add theirs beside it. */
export const HOST_NAMESPACE = 'host';

/** How often the open tab asks whether a newer build was released (docs/product.md#the-shell). */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;

/** A failed chunk (or a 500) reloads a path at most once within this window (docs/product.md#the-shell). */
export const RELOAD_GUARD_WINDOW_MS = 10_000;

/** Base of every API call; the host's server proxies it to the API (docs/product.md#api). */
export const API_BASE = '/api';

/** Where the build id of the deployed host is published (docs/product.md#api). */
export const VERSION_URL = '/version.json';

/** The deployment manifest with every remote's current version (docs/product.md#releases). */
export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Ops' error sink, called with `{ message }`: the contract's route, with the trailing slash the original site's address has. */
export const FRONTEND_ALERT_URL = `${API_BASE}${PLATFORM_ROUTES.alert.path}/`;
