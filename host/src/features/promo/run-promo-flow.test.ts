import type { ApiClient } from '@platform/contract';
import { campaignQuery, runPromoFlow, UTM_STORAGE_KEY } from './run-promo-flow';

function apiAnswering(outcome: 'ok' | number) {
  const get = jest.fn(async () => {
    if (outcome === 'ok') return { credits: 10 };
    // The shape of the ApiError the platform client rejects with.
    throw Object.assign(new Error('x'), { name: 'ApiError', status: outcome, code: `http_${outcome}` });
  });
  const api = { get, post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as ApiClient;
  return { api, get };
}

describe('promo-code flow', () => {
  beforeEach(() => localStorage.clear());

  it('sends the query string without filters and, on 200, clears the stored value and shows the toast', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, 'utm_campaign=old');
    const { api, get } = apiAnswering('ok');
    const onActivated = jest.fn();
    const outcome = await runPromoFlow({ search: '?utm_campaign=welcome&filters=%7B%7D&utm_source=mail', api, onActivated });
    expect(get).toHaveBeenCalledWith('/set_promocode', { query: 'utm_campaign=welcome&utm_source=mail' });
    expect(outcome).toBe('activated');
    expect(onActivated).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
  });

  it('accepts a promocode parameter', async () => {
    const { api, get } = apiAnswering('ok');
    await runPromoFlow({ search: '?promocode=SPRING', api, onActivated: jest.fn() });
    expect(get).toHaveBeenCalledWith('/set_promocode', { query: 'promocode=SPRING' });
  });

  it('falls back to the stored utmParams when the address names no campaign', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, 'utm_campaign=welcome');
    const { api, get } = apiAnswering('ok');
    await runPromoFlow({ search: '?q=java&filters=x', api, onActivated: jest.fn() });
    expect(get).toHaveBeenCalledWith('/set_promocode', { query: 'utm_campaign=welcome' });
  });

  it('does nothing without a campaign', async () => {
    const { api, get } = apiAnswering('ok');
    await expect(runPromoFlow({ search: '?q=java', api, onActivated: jest.fn() })).resolves.toBe('none');
    expect(get).not.toHaveBeenCalled();
  });

  it('removes the stored value silently on 404', async () => {
    localStorage.setItem(UTM_STORAGE_KEY, 'utm_campaign=expired');
    const { api } = apiAnswering(404);
    const onActivated = jest.fn();
    await expect(runPromoFlow({ search: '', api, onActivated })).resolves.toBe('unknown-campaign');
    expect(localStorage.getItem(UTM_STORAGE_KEY)).toBeNull();
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('keeps the current query string for a later attempt on 401', async () => {
    const { api } = apiAnswering(401);
    await expect(runPromoFlow({ search: '?utm_campaign=welcome&filters=1', api, onActivated: jest.fn() })).resolves.toBe(
      'saved-for-later',
    );
    expect(localStorage.getItem(UTM_STORAGE_KEY)).toBe('utm_campaign=welcome');
  });

  it.each([409, 500, 0])('ignores any other answer (%p)', async (status) => {
    localStorage.setItem(UTM_STORAGE_KEY, 'utm_campaign=welcome');
    const { api } = apiAnswering(status);
    const onActivated = jest.fn();
    await expect(runPromoFlow({ search: '', api, onActivated })).resolves.toBe('ignored');
    expect(localStorage.getItem(UTM_STORAGE_KEY)).toBe('utm_campaign=welcome');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('extracts the campaign part of a query string', () => {
    expect(campaignQuery('?filters=a&utm_medium=cpc')).toBe('utm_medium=cpc');
    expect(campaignQuery('?filters=a')).toBeNull();
    expect(campaignQuery('')).toBeNull();
  });
});
