import { type ApiClient, PLATFORM_ROUTES } from '@platform/contract';

/** localStorage key of campaign parameters waiting for a signed-in attempt (kept from the original site). */
export const UTM_STORAGE_KEY = 'utmParams';

/** What happened to a promo-code attempt; only `activated` is visible to the user. */
export type PromoOutcome = 'none' | 'activated' | 'unknown-campaign' | 'saved-for-later' | 'ignored';

export interface PromoFlowOptions {
  /** The page's query string (`location.search`). */
  search: string;
  api: ApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Shows the success toast. */
  onActivated: () => void;
}

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** The campaign part of a query string: all of it but `filters`, if it names a campaign at all. */
export function campaignQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  params.delete('filters');
  const keys = [...params.keys()];
  const isCampaign = keys.some((key) => key.startsWith('utm_') || key === 'promocode');
  return isCampaign ? params.toString() : null;
}

function safely<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

/**
 * The promo-code flow of docs/product.md#the-shell: at start-up (and again after sign-in) the campaign query
 * of the address, or else the one stored earlier, goes to `GET /api/set_promocode`.
 * 200 → stored value removed, success toast; 404 → removed silently; 401 → the query kept for
 * a later attempt; anything else (409 already used, 5xx, offline) is ignored.
 */
export async function runPromoFlow({
  search,
  api,
  storage = window.localStorage,
  onActivated,
}: PromoFlowOptions): Promise<PromoOutcome> {
  const query = campaignQuery(search) ?? safely(() => storage.getItem(UTM_STORAGE_KEY));
  if (!query) return 'none';
  try {
    await api.get(PLATFORM_ROUTES.promo.path, { query });
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) {
      safely(() => storage.removeItem(UTM_STORAGE_KEY));
      return 'unknown-campaign';
    }
    if (status === 401) {
      safely(() => storage.setItem(UTM_STORAGE_KEY, query));
      return 'saved-for-later';
    }
    return 'ignored';
  }
  safely(() => storage.removeItem(UTM_STORAGE_KEY));
  onActivated();
  return 'activated';
}
