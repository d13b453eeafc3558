import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { logDeployUse } from '../releases/deploy-log';
import { createDeployToken, DEPLOY_TOKENS_FILE, verifyDeployToken } from '../releases/deploy-tokens';
import { runCli } from '../testing/cli-harness';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { deployTokensCommand } from './deploy-tokens';

let rootDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(rootDir);
});

describe('npm run deploy-tokens', () => {
  it('creates a token printed once, stores only its digest, lists and revokes it', async () => {
    const created = await runCli(deployTokensCommand, ['create', 'remote-reports', '--name', 'reports CI'], rootDir);
    expect(created.status).toBe(0);
    const [intro = '', token = ''] = created.out.split('\n');
    expect(token).toMatch(/^pdt_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const id = token.split('_')[1] ?? '';
    expect(intro).toBe(`Created deploy token ${id} (reports CI) for remote-reports. It is shown only now; store it as a CI secret:`);
    const stored = await readFile(path.join(rootDir, 'releases', DEPLOY_TOKENS_FILE), 'utf8');
    expect(stored).not.toContain(token.slice(17));
    expect(await verifyDeployToken(path.join(rootDir, 'releases'), token)).toMatchObject({ ok: true, token: { id, app: 'remote-reports' } });

    const list = await runCli(deployTokensCommand, ['list'], rootDir);
    expect(list.out).toMatch(new RegExp(`^${id}  remote-reports  reports CI  created \\S+  active  never used$`));

    expect((await runCli(deployTokensCommand, ['revoke', id], rootDir)).out).toMatch(new RegExp(`^Revoked deploy token ${id} \\(reports CI\\) of remote-reports at `));
    expect((await runCli(deployTokensCommand, ['list'], rootDir)).out).toContain('  revoked ');
    expect(await verifyDeployToken(path.join(rootDir, 'releases'), token)).toMatchObject({ ok: false });
  });

  it('lists each token\'s last use from the rotated log files too', async () => {
    const releasesDir = path.join(rootDir, 'releases');
    const reports = (await createDeployToken(releasesDir, 'remote-reports', 'reports CI')).record;
    const search = (await createDeployToken(releasesDir, 'remote-search', 'search CI')).record;
    const limits = { maxBytes: 4096, keep: 3 };
    const logUse = (by: string, n: number) =>
      logDeployUse(releasesDir, { at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(), by, action: 'release', app: 'remote-reports', status: 201, outcome: `v${n}` }, limits);
    await logUse(`deploy token ${reports.id} (reports CI)`, 1);
    // Enough later uses of the other token to push that one into an older rotated file.
    for (let n = 2; n < 60; n += 1) await logUse(`deploy token ${search.id} (search CI)`, n);
    expect(await readFile(path.join(releasesDir, '.deploy-log.jsonl'), 'utf8')).not.toContain(reports.id);

    const list = (await runCli(deployTokensCommand, ['list'], rootDir)).out.split('\n');
    expect(list.find((line) => line.startsWith(reports.id))).toMatch(/ last used 2026-01-01T00:01:00\.000Z \(release remote-reports: 201\)$/);
    expect(list.find((line) => line.startsWith(search.id))).toMatch(/ last used 2026-01-01T00:59:00\.000Z /);
  });

  it('names what is wrong with its arguments', async () => {
    expect(await runCli(deployTokensCommand, ['create', 'host'], rootDir)).toMatchObject({ status: 2 });
    expect(await runCli(deployTokensCommand, ['create', 'remote-reports', '--name'], rootDir)).toMatchObject({ status: 2 });
    expect((await runCli(deployTokensCommand, ['create', 'remote-reports', '--name', ' '], rootDir)).err).toBe('--name must be 1–100 characters.');
    expect((await runCli(deployTokensCommand, ['revoke', '0123456789ab'], rootDir)).err).toBe('No deploy token 0123456789ab. List them with: npm run deploy-tokens -- list');
    expect((await runCli(deployTokensCommand, ['drop'], rootDir)).err).toContain('Unknown command "drop".');
    expect((await runCli(deployTokensCommand, ['list'], rootDir)).out).toBe('No deploy tokens. Create one with: npm run deploy-tokens -- create <remote-name>');
  });
});
