import { HOST_NAMESPACE } from '../config/constants';
import { runPromoFlow } from '../features/promo';
import type { Host } from './host-interface';

/**
 * Tries the campaign of `search` (or the one stored after a 401). Runs at start-up and again
 * after sign-in. Uses the quiet API client: any failure other than 401/404 is ignored, never
 * escalated by the global error handler (docs/product.md#the-shell).
 */
export function activatePromo(host: Host, search: string): Promise<unknown> {
  return runPromoFlow({
    search,
    api: host.quietApi,
    onActivated: () => {
      host.toasts.show({ type: 'success', message: host.i18n.t('promo.activated', { ns: HOST_NAMESPACE }) });
      // The campaign's credits show in the header (and every area) at once.
      host.refreshSession().catch((error: unknown) => host.reportError(error, 'promo: session refresh'));
    },
  });
}
