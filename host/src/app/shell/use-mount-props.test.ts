import { installTestRoutes } from '../../testing/remote-routes';
import { isAreaPage } from './use-mount-props';


beforeAll(() => installTestRoutes());
describe('isAreaPage', () => {
  it('accepts a page of the area in its locale, query and hash aside', () => {
    expect(isAreaPage('/search?q=java#top', 'search', 'en')).toBe(true);
    expect(isAreaPage('/ru/cv/internal/7', 'cv', 'ru')).toBe(true);
  });

  it('refuses the next page of a navigation away from the area or its locale', () => {
    // A search parcel still mounted while the visitor opens a CV, or switches to Russian.
    expect(isAreaPage('/cv/internal/7', 'search', 'en')).toBe(false);
    expect(isAreaPage('/ru/search?q=java', 'search', 'en')).toBe(false);
  });

  it('refuses addresses the host answers itself: unknown paths and failed validity checks', () => {
    expect(isAreaPage('/no/such/page', 'search', 'en')).toBe(false);
    expect(isAreaPage('/cv/unknown/1', 'cv', 'en')).toBe(false);
  });
});
