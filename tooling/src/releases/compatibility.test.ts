import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { makeTempDir, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { COMPAT_FILE } from './compatibility';
import { ReleaseError } from './release-error';
import { readDeploymentManifest, releaseApp, rollBackApp, type ReleaseContext } from './release-store';

let rootDir: string;
let context: ReleaseContext;
beforeEach(async () => {
  rootDir = await makeTempDir();
  context = { rootDir, releasesDir: path.join(rootDir, 'releases'), remotesOrigin: TEST_REMOTES_ORIGIN };
});
afterEach(async () => {
  await removeDir(rootDir);
});

const host = (supported: number[], react = '^19.2.0') => ({ kind: 'host', supportedContractVersions: supported, singletonRanges: { react, 'react-dom': react, zod: '^4.6.7' } });
const remote = (contractVersion: number, react = '19.2.3') => ({ kind: 'remote', contractVersion, singletons: { react, 'react-dom': react, zod: '4.6.7' } });

async function build(app: AppName, version: string, compat: object | null): Promise<void> {
  const dist = await writeFakeBuild(rootDir, app, version);
  if (compat) await writeFile(path.join(dist, COMPAT_FILE), JSON.stringify(compat));
}

async function refusal(action: Promise<unknown>): Promise<ReleaseError> {
  const error: unknown = await action.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ReleaseError) return error;
  throw new Error(`expected a ReleaseError, got ${String(error)}`);
}

describe('compatibility gates at release time', () => {
  beforeEach(async () => {
    await build('host', 'h1', host([1, 2]));
    await releaseApp(context, 'host');
    await build('remote-search', 's1', remote(2));
    await releaseApp(context, 'remote-search');
  });

  it('refuses a remote speaking a contract version the current host does not mount, before anything changes', async () => {
    await build('remote-search', 's2', remote(3));
    const before = await readFile(path.join(context.releasesDir, 'manifest.json'), 'utf8');
    const error = await refusal(releaseApp(context, 'remote-search'));
    expect(error.code).toBe('INCOMPATIBLE');
    expect(error.message).toBe(
      'remote-search s2 (under the current host h1) is refused: it speaks contract version 3, and the host mounts 1, 2. Nothing was changed. ' +
        'Build it against what the host provides (or release a host that supports it first).',
    );
    expect(await readFile(path.join(context.releasesDir, 'manifest.json'), 'utf8')).toBe(before);
    expect(await readdir(path.join(context.releasesDir, 'remote-search'))).toEqual(['s1']);
    // As a canary too.
    expect((await refusal(releaseApp(context, 'remote-search', { canaryPercent: 10 }))).code).toBe('INCOMPATIBLE');
  });

  it('refuses a remote whose shared singletons fall outside the host ranges, naming each', async () => {
    await build('remote-search', 's2', remote(2, '18.3.1'));
    const error = await refusal(releaseApp(context, 'remote-search'));
    expect(error.message).toContain('it was built against react 18.3.1, outside the host\'s ^19.2.0; it was built against react-dom 18.3.1, outside the host\'s ^19.2.0');
  });

  it('refuses a host release that would leave a current remote unsupported', async () => {
    await build('host', 'h2', host([3]));
    const error = await refusal(releaseApp(context, 'host'));
    expect(error.message).toContain('host h2 is refused: remote-search s1 speaks contract version 2, and the host mounts 3.');
    expect((await readDeploymentManifest(context.releasesDir)).host?.current).toBe('h1');

    await build('host', 'h3', host([2, 3], '^20.0.0'));
    expect((await refusal(releaseApp(context, 'host'))).message).toContain('remote-search s1 was built against react 19.2.3, outside the host\'s ^20.0.0');
  });

  it('lets compatible builds through, and does not check builds made before compat.json', async () => {
    await build('remote-search', 's2', remote(1, '19.3.0'));
    await releaseApp(context, 'remote-search');
    await build('remote-search', 's3', null);
    await releaseApp(context, 'remote-search');
    await build('host', 'h2', host([1, 2, 3]));
    await releaseApp(context, 'host');
    expect(await rollBackApp(context, 'host')).toMatchObject({ to: 'h1' });
  });
});
