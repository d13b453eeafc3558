import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function installedVersion(pkg: string): string {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string') {
    return manifest.version;
  }
  throw new Error(`Cannot read the version of ${pkg}`);
}

interface SharedSpec {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

/**
 * Libraries every app shares at runtime: one copy in the page, negotiated by the federation
 * runtime. Subpaths are listed one by one (STACK-NOTES: `react-dom` does not cover
 * `react-dom/client`), or each remote would bundle its own copy.
 *
 * React Router and react-i18next are not among them: apps reach them through
 * `@platform/shared/router` and `@platform/shared/react-i18next`, singletons that re-export the
 * part the platform uses, so the build can tree-shake the rest (a shared module ships whole).
 * Lint keeps apps from importing either library directly.
 */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@platform/shared/router': '@platform/shared',
  i18next: 'i18next',
  '@platform/shared/react-i18next': '@platform/shared',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa-react',
  // One query cache for the page: the host's QueryClient reaches every remote in the mount props,
  // and a second copy of the library would not see it (its React context would be another one).
  '@tanstack/react-query': '@tanstack/react-query',
};

export function sharedModules(): Record<string, SharedSpec> {
  const shared: Record<string, SharedSpec> = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  // The platform's own library: shared but not a singleton, so a remote built against a newer
  // major keeps its own copy instead of breaking the host's.
  //
  // `@platform/contract` is not shared: it is types (free), constants and zod schemas, and a shared
  // module ships whole, so sharing it would put every area's schemas into every page. Each app
  // bundles the part it imports (tree-shaken); nothing in it has identity or state that two copies
  // could disagree on.
  const sharedVersion = installedVersion('@platform/shared');
  shared['@platform/shared'] = {
    singleton: false,
    requiredVersion: `^${sharedVersion}`,
    version: sharedVersion,
    strictVersion: false,
  };
  return shared;
}
