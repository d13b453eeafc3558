import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir, writeFakeBuild } from '../testing/fake-builds';
import { releaseCommand } from './release';
import { releasesCommand } from './releases';
import { rollbackCommand } from './rollback';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  for (const version of ['20261120T100000-aaaaaa', '20261121T100000-bbbbbb', '20261122T100000-cccccc']) {
    await writeFakeBuild(rootDir, 'remote-team', version);
    await runCli(releaseCommand, ['remote-team'], rootDir);
  }
  await runCli(rollbackCommand, ['remote-team', '--reason', 'test'], rootDir);
});
afterEach(async () => {
  await removeDir(rootDir);
});

const TIME = /released \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('npm run releases', () => {
  it('lists versions newest first with the current one starred and the release time', async () => {
    const run = await runCli(releasesCommand, ['remote-team'], rootDir);
    expect(run.status).toBe(0);
    const [deployments, ...versions] = run.out.split('\n').reverse();
    expect(versions.reverse().map((line) => line.slice(0, 25))).toEqual([
      '  20261122T100000-cccccc ',
      '* 20261121T100000-bbbbbb ',
      '  20261120T100000-aaaaaa ',
    ]);
    for (const line of versions) expect(line).toMatch(TIME);
    // What an undo walks back through: the rollback is an entry too.
    expect(deployments).toBe(
      '  deployments, newest first: rollback 20261121T100000-bbbbbb, release 20261122T100000-cccccc, release 20261121T100000-bbbbbb, release 20261120T100000-aaaaaa',
    );
  });

  it('--prune removes old releases by the policy and says which', async () => {
    const run = await runCli(releasesCommand, ['--prune'], rootDir, { RELEASES_KEEP: '1' });
    expect(run).toMatchObject({ status: 0, err: '' });
    // Every remote-team version is in its recent deployments: none goes.
    expect(run.out).toBe('Nothing to prune.');
  });

  it('says how to publish when an app has no releases', async () => {
    const run = await runCli(releasesCommand, ['host'], rootDir);
    expect(run.out).toContain('host has no releases yet. Publish one with: npm run release -- host');
  });

  it('--rebuild recovers a corrupted manifest', async () => {
    await writeFile(path.join(rootDir, 'releases', 'manifest.json'), 'not json');
    const broken = await runCli(releasesCommand, ['remote-team'], rootDir);
    expect(broken.status).toBe(1);
    expect(broken.err).toContain('is corrupted');

    expect((await runCli(releasesCommand, ['--rebuild'], rootDir)).out).toContain('remote-team: 20261122T100000-cccccc');
    expect((await runCli(releasesCommand, ['remote-team'], rootDir)).out).toContain('* 20261122T100000-cccccc');
  });

  it('works as the npm script, reading RELEASES_DIR', async () => {
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    const { stdout } = await promisify(execFile)(tsx, [path.join(__dirname, 'releases.ts'), 'remote-team'], {
      env: { ...process.env, RELEASES_DIR: path.join(rootDir, 'releases') },
    });
    expect(stdout).toContain('* 20261121T100000-bbbbbb');
  });
});
