import path from 'node:path';
import { PLATFORM_SHARED, SINGLETONS, sharedModules } from './shared-modules';

const HOST_DIR = path.resolve(__dirname, '../../host');

describe('sharedModules', () => {
  const shared = sharedModules(HOST_DIR);

  it('shares the forms entry apart from the package, on the same terms: not a singleton, the package version', () => {
    const pkg = shared['@platform/shared'];
    const forms = shared['@platform/shared/forms'];
    expect(pkg).toBeDefined();
    expect(forms).toEqual(pkg);
    expect(forms?.singleton).toBe(false);
    expect(PLATFORM_SHARED).toContain('@platform/shared/forms');
  });

  it('keeps React, i18next and the query client singletons, and react-hook-form out of the shared list', () => {
    for (const request of ['react', 'react-dom/client', 'i18next', '@tanstack/react-query', '@platform/shared/react-i18next']) {
      expect(shared[request]?.singleton).toBe(true);
    }
    expect(Object.keys(SINGLETONS)).not.toContain('@platform/shared/forms');
    expect(shared['react-hook-form']).toBeUndefined();
  });
});
