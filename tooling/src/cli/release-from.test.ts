import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { tarGz, tarGzFolder } from '../testing/tar-archive';
import { releaseCommand } from './release';

/** `npm run release -- <app> --from <folder | .tgz>`: a build made in a team's own repository. */
let rootDir: string;
let elsewhere: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  elsewhere = await makeTempDir('team-repo-');
});
afterEach(async () => {
  await removeDir(rootDir);
  await removeDir(elsewhere);
});

const remotes = async (): Promise<{ remotes: Record<string, { version: string }> }> =>
  JSON.parse(await readFile(path.join(rootDir, 'releases', 'remotes.json'), 'utf8'));

/** The release store's entries besides the state files: what a refused release must not leave behind. */
const storeEntries = async (): Promise<string[]> => (existsSync(path.join(rootDir, 'releases')) ? (await readdir(path.join(rootDir, 'releases'), { recursive: true })).map(String) : []);

async function releaseHost(): Promise<void> {
  await writeFakeBuild(rootDir, 'host', 'h1');
  expect((await runCli(releaseCommand, ['host'], rootDir)).status).toBe(0);
}

describe('npm run release -- <app> --from', () => {
  it('releases and registers a remote from a build folder outside the checkout', async () => {
    await releaseHost();
    const dist = await writeFakeBuild(elsewhere, 'remote-reports', 'r1');
    const run = await runCli(releaseCommand, ['remote-reports', '--from', dist], rootDir);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toContain('Registered remote-reports: owned by reports team (reports@example.com), served at /remotes/reports/.');
    expect(run.out).toContain(`Released remote-reports r1 from ${dist}: now current.`);
    expect((await remotes()).remotes.reports?.version).toBe('r1');
    expect(existsSync(path.join(rootDir, 'releases', 'remote-reports', 'r1', 'remoteEntry.js'))).toBe(true);
  });

  it('releases from a .tgz of the build folder, its files at the root or under one folder', async () => {
    await releaseHost();
    const dist = await writeFakeBuild(elsewhere, 'remote-reports', 'r1');
    await writeFile(path.join(elsewhere, 'r1.tgz'), await tarGzFolder(dist, './'));
    expect(await runCli(releaseCommand, ['remote-reports', '--from', path.join(elsewhere, 'r1.tgz')], rootDir)).toMatchObject({ status: 0, err: '' });
    await writeFakeBuild(elsewhere, 'remote-reports', 'r2');
    await writeFile(path.join(elsewhere, 'r2.tgz'), await tarGzFolder(dist, 'dist/'));
    expect(await runCli(releaseCommand, ['remote-reports', '--from', path.join(elsewhere, 'r2.tgz')], rootDir)).toMatchObject({ status: 0, err: '' });
    expect((await remotes()).remotes.reports?.version).toBe('r2');
  });

  it('runs the same checks as a release from the checkout, naming what was given', async () => {
    await releaseHost();
    const dist = await writeFakeBuild(elsewhere, 'remote-reports', 'r1');
    const before = await storeEntries();

    const otherApp = await runCli(releaseCommand, ['remote-other', '--from', dist], rootDir);
    expect(otherApp).toMatchObject({ status: 1 });
    expect(otherApp.err).toBe(`${dist}: build.json belongs to "remote-reports", not remote-other.`);

    // Its page overlaps the search remote's once search is released.
    const search = await writeFakeBuild(elsewhere, 'remote-search', 's1');
    expect((await runCli(releaseCommand, ['remote-search', '--from', search], rootDir)).status).toBe(0);
    const clash = await writeFakeBuild(elsewhere, 'remote-clash', 'c1', {
      schemaVersion: 1,
      owner: { team: 'Clash', contact: 'clash@example.com' },
      routes: [{ name: 'home', path: '/search' }],
      navigation: [],
      widgets: [],
    });
    const overlap = await runCli(releaseCommand, ['remote-clash', '--from', clash], rootDir);
    expect(overlap.status).toBe(1);
    expect(overlap.err).toContain('/search overlaps search');

    const missing = await runCli(releaseCommand, ['remote-reports', '--from', path.join(elsewhere, 'nothing')], rootDir);
    expect(missing).toMatchObject({ status: 1, err: `${path.join(elsewhere, 'nothing')} does not exist: give the build folder (dist/) or a .tgz of it.` });

    const notBuilt = await runCli(releaseCommand, ['remote-reports', '--from', elsewhere], rootDir);
    expect(notBuilt.status).toBe(1);
    expect(notBuilt.err).toContain(`${elsewhere}: build.json is missing. It must be the folder a build writes`);

    await writeFile(path.join(elsewhere, 'plain.tgz'), 'not an archive');
    const plain = await runCli(releaseCommand, ['remote-reports', '--from', path.join(elsewhere, 'plain.tgz')], rootDir);
    expect(plain).toMatchObject({ status: 1, err: `${path.join(elsewhere, 'plain.tgz')} is not a build archive the platform accepts: it is not gzip-compressed (expected a .tgz).` });

    const after = (await storeEntries()).filter((entry) => !before.includes(entry) && !entry.startsWith('remote-search') && !entry.startsWith('state'));
    expect(after.filter((entry) => !/^(manifest|remotes|version)\.json$|^host-current$|^lock-fence$/.test(entry))).toEqual([]);
  });

  it('refuses an archive with a link or a path climbing out, and writes nothing', async () => {
    await releaseHost();
    const dist = await writeFakeBuild(elsewhere, 'remote-reports', 'r1');
    const files = [
      { name: 'build.json', data: await readFile(path.join(dist, 'build.json')) },
      { name: 'remoteEntry.js', data: 'var reports = {};' },
      { name: 'mf-manifest.json', data: await readFile(path.join(dist, 'mf-manifest.json')) },
    ];
    const cases: Array<[string, Buffer, string]> = [
      ['climb.tgz', tarGz([...files, { name: '../../escaped.js', data: 'x' }]), 'the entry "../../escaped.js" would be written outside the build folder.'],
      ['absolute.tgz', tarGz([...files, { name: '/tmp/escaped.js', data: 'x' }]), 'the entry "/tmp/escaped.js" would be written outside the build folder.'],
      ['link.tgz', tarGz([...files, { name: 'passwd', type: '2' }]), 'the entry "passwd" is a link or a special file; only plain files are accepted.'],
      ['twice.tgz', tarGz([...files, { name: './build.json', data: '{}' }]), 'it holds "build.json" twice.'],
    ];
    for (const [name, archive, reason] of cases) {
      await writeFile(path.join(elsewhere, name), archive);
      const run = await runCli(releaseCommand, ['remote-reports', '--from', path.join(elsewhere, name)], rootDir);
      expect([name, run.status, run.err]).toEqual([name, 1, `${path.join(elsewhere, name)} is not a build archive the platform accepts: ${reason}`]);
    }
    expect(existsSync(path.join(rootDir, 'releases', 'remote-reports'))).toBe(false);
    expect(existsSync(path.join(elsewhere, '..', 'escaped.js'))).toBe(false);
  });

  it('explains its arguments', async () => {
    expect((await runCli(releaseCommand, ['remote-reports', '--from'], rootDir)).err).toContain('--from needs the build folder or a .tgz of it.');
    expect((await runCli(releaseCommand, ['all', '--from', elsewhere], rootDir)).status).toBe(2);
    expect((await runCli(releaseCommand, ['--from', elsewhere], rootDir)).err).toContain('Give exactly one app');
  });
});
