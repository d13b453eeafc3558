import { releaseApp } from '../../../../tooling/src/releases';
import { releaseFakeVersions, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../../../../tooling/src/testing/fake-builds';

/** `/api` and a contract path with its `:app` (or `:id`) filled in. */
export const apiPath = (template: string, value: string | number) => `/api${template.replace(/:app|:id/, String(value))}`;

/**
 * A release store for the operators' endpoints: host h1; remote-cv c1 then c2; remote-search s1
 * with a canary of s2 at 20 % and a preview p1 labelled pr-7.
 * @returns the store's folder.
 */
export async function seedReleaseStore(rootDir: string): Promise<string> {
  const releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'], 'remote-search': ['s1'], 'remote-cv': ['c1', 'c2'] });
  await writeFakeBuild(rootDir, 'remote-search', 's2');
  await releaseApp({ rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search', { canaryPercent: 20 });
  await writeFakeBuild(rootDir, 'remote-search', 'p1');
  await releaseApp({ rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search', { preview: 'pr-7' });
  return releasesDir;
}
