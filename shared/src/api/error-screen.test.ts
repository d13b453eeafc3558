import { ApiError } from './api-error';
import { shouldShowErrorScreen } from './error-screen';

const failure = (status: number) => new ApiError({ status, code: `http_${status}`, message: 'failed' });

describe('shouldShowErrorScreen', () => {
  it('hands forbidden and missing data to the host’s error screen', () => {
    expect(shouldShowErrorScreen(failure(403))).toBe(true);
    expect(shouldShowErrorScreen(failure(404))).toBe(true);
  });

  it('leaves other failures to the page', () => {
    for (const status of [0, 400, 401, 409, 500, 503]) expect([status, shouldShowErrorScreen(failure(status))]).toEqual([status, false]);
    expect(shouldShowErrorScreen(new Error('404'))).toBe(false);
    expect(shouldShowErrorScreen(null)).toBe(false);
  });
});
