import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../webpack/create-config';
import { publishedManifest } from './sdk-packages';

function manifest(folder: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8'));
}

describe('the published package.json', () => {
  it('takes the fields of publishConfig and drops private and scripts', () => {
    const published = publishedManifest({
      name: '@platform/x',
      private: true,
      scripts: { build: 'x' },
      exports: { '.': './src/index.ts' },
      files: ['dist'],
      publishConfig: { type: 'module', exports: { '.': './dist/index.js' } },
    });
    expect(published).toEqual({ name: '@platform/x', exports: { '.': './dist/index.js' }, files: ['dist'], type: 'module' });
  });

  it('refuses a package without publishConfig', () => {
    expect(() => publishedManifest({ name: '@platform/x' })).toThrow('@platform/x: package.json has no publishConfig to publish with');
  });
});

describe("the kit's versions", () => {
  // The kit builds the repository's remotes: its tools are the ones the repository pins, and the
  // type packages a new project gets are the ones the repository checks its apps with.
  const root = manifest('.').devDependencies ?? {};
  const kit = manifest('kit');

  it.each(Object.entries(kit.dependencies ?? {}).filter(([name]) => !name.startsWith('@platform/')))('%s is the repository’s %s', (name, version) => {
    expect(root[name]).toBe(version);
  });

  it.each(Object.entries(kit.peerDependencies ?? {}))('peer %s is the repository’s %s', (name, version) => {
    expect(root[name]).toBe(version);
  });

  it('depends on the contract version in the repository', () => {
    expect(kit.dependencies?.['@platform/contract']).toBe(manifest('contract').version);
  });
});
