import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../db/testing';
import { createTestApp, signUp } from '../testing/app';
import { parseOperatorsArgs, runOperatorsCommand, type DatabaseCommand } from './operators-command';

describeEachDatabase('platform operators (npm run operators)', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const run = (command: DatabaseCommand) => runOperatorsCommand(getDb(), command);
  const operatorFlags = async (cookie: string) => {
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    return [me.json().user.operator, session.json().session.user.operator];
  };

  it('grants the role by e-mail (any case), the session says so, and revoking takes it back; both are idempotent', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate', name: 'Ada Ops' });
    const email = session.user.email;
    expect(session.user.operator).toBe(false);
    expect(await operatorFlags(cookie)).toEqual([false, false]);

    expect(await run({ kind: 'grant', email: email.toUpperCase() })).toEqual({ code: 0, out: [`${email.toUpperCase()} is now a platform operator (from their next page load).`], err: [] });
    expect(await operatorFlags(cookie)).toEqual([true, true]);
    expect(await run({ kind: 'grant', email })).toEqual({ code: 0, out: [`${email} is already a platform operator: nothing changed.`], err: [] });

    const listed = await run({ kind: 'list' });
    expect(listed.out).toContainEqual(expect.stringMatching(new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}  Ada Ops  since \\d{4}-`)));

    expect(await run({ kind: 'revoke', email })).toEqual({ code: 0, out: [`${email} is no longer a platform operator (from their next page load).`], err: [] });
    expect(await operatorFlags(cookie)).toEqual([false, false]);
    expect(await run({ kind: 'revoke', email })).toEqual({ code: 0, out: [`${email} is not a platform operator: nothing changed.`], err: [] });
    expect((await run({ kind: 'list' })).out.join('\n')).not.toContain(email);
  });

  it('refuses an e-mail no account has, with exit code 1 and nothing changed', async () => {
    const before = await getDb().query('SELECT count(*)::int AS n FROM platform_operators');
    for (const kind of ['grant', 'revoke'] as const) {
      expect(await run({ kind, email: 'nobody-here@example.test' })).toEqual({
        code: 1,
        out: [],
        err: ['No account has the e-mail nobody-here@example.test: nothing changed. The person signs up first; then run this again.'],
      });
    }
    expect((await getDb().query('SELECT count(*)::int AS n FROM platform_operators')).rows).toEqual(before.rows);
  });

  it("an account's deletion removes its grant", async () => {
    const { session } = await signUp(app, { kind: 'candidate' });
    await run({ kind: 'grant', email: session.user.email });
    await getDb().query('DELETE FROM users WHERE id = $1', [session.user.id]);
    expect((await run({ kind: 'list' })).out.join('\n')).not.toContain(session.user.email);
  });
});

describe('npm run operators: the command line', () => {
  it('reads list, grant and revoke, and names what is wrong with any other command line', () => {
    expect(parseOperatorsArgs([])).toEqual({ kind: 'list' });
    expect(parseOperatorsArgs(['list'])).toEqual({ kind: 'list' });
    expect(parseOperatorsArgs(['grant', ' ada@example.test '])).toEqual({ kind: 'grant', email: 'ada@example.test' });
    expect(parseOperatorsArgs(['revoke', 'ada@example.test'])).toEqual({ kind: 'revoke', email: 'ada@example.test' });
    expect(parseOperatorsArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseOperatorsArgs(['grant'])).toEqual({ kind: 'usage-error', message: '"grant" takes one e-mail address.' });
    expect(parseOperatorsArgs(['revoke', 'a@example.test', 'b@example.test'])).toEqual({ kind: 'usage-error', message: '"revoke" takes one e-mail address.' });
    expect(parseOperatorsArgs(['promote', 'a@example.test'])).toEqual({ kind: 'usage-error', message: 'Unknown command "promote".' });
    expect(parseOperatorsArgs(['list', 'x'])).toEqual({ kind: 'usage-error', message: '"list" takes no argument.' });
  });

  /** Runs the script as `npm run operators` does (tsx on the source) on the embedded database of `dataDir`. */
  const runScript = (dataDir: string, args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', pathToFileURL(require.resolve('tsx')).href, require.resolve('./operators'), ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('runs on the database of its configuration (exit 1 naming an unknown e-mail), and prints the usage for a wrong command line without one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'operators-cli-'));
    try {
      const wrong = await runScript(dataDir, ['promote']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Unknown command "promote".\n\nUsage: npm run operators');
      const unknown = await runScript(dataDir, ['grant', 'nobody@example.test']);
      expect(unknown).toMatchObject({ code: 1, stdout: '' });
      expect(unknown.stderr).toContain('No account has the e-mail nobody@example.test: nothing changed.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
