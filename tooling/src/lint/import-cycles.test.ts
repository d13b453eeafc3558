import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Runs the repository's cycle check (its own configuration) on `folder`. */
function cruise(folder: string): { status: number | null; output: string } {
  const run = spawnSync('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', folder], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the import-cycle check (npm run lint:cycles)', () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'cycle-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('fails on a cycle made of type-only imports, naming its modules', () => {
    writeFileSync(path.join(folder, 'vocabulary.ts'), "import type { Registry } from './registry';\nexport interface Page { registry?: Registry }\n");
    writeFileSync(path.join(folder, 'registry.ts'), "import type { Page } from './vocabulary';\nexport interface Registry { pages: Page[] }\n");
    const { status, output } = cruise(folder);
    expect(status).not.toBe(0);
    expect(output).toContain('no-circular');
    expect(output).toMatch(/vocabulary\.ts[\s\S]*registry\.ts/);
  }, 120_000);

  it('passes the same files once the circle is cut', () => {
    writeFileSync(path.join(folder, 'vocabulary.ts'), 'export interface Page { title: string }\n');
    writeFileSync(path.join(folder, 'registry.ts'), "import type { Page } from './vocabulary';\nexport interface Registry { pages: Page[] }\n");
    expect(cruise(folder).status).toBe(0);
  }, 120_000);
});
