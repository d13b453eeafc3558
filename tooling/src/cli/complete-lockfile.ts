/**
 * `npm run lockfile:complete`, after any `npm install`: records in package-lock.json the
 * platform-specific optional packages (`@swc/core-darwin-arm64`, …) that npm left out.
 *
 * Why: the npm registry this project installs from serves only the Linux builds of such packages,
 * so `npm install` cannot read the others' metadata and omits them from the lockfile, and then
 * `npm ci` rejects the lockfile ("Missing: @swc/core-darwin-arm64@ from lock file"). Each missing
 * package is recorded as an optional entry restricted to its platform (read from its name), which
 * npm skips on any other platform without fetching it.
 */
import fs from 'node:fs';
import path from 'node:path';

const LOCKFILE = path.resolve(__dirname, '../../../package-lock.json');

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

/** `@swc/core-linux-arm64-musl` → `{ os: ['linux'], cpu: ['arm64'], libc: ['musl'] }`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('universal') ? 'arm64' : undefined);
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main(): void {
  const lock: { packages: Record<string, LockEntry> } = JSON.parse(fs.readFileSync(LOCKFILE, 'utf8'));
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[hoisted] = {
        version: spec.replace(/^[\^~=]/, ''),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length === 0 ? 'package-lock.json is complete.' : `Recorded ${added.length} platform packages:\n  ${added.join('\n  ')}`);
}

if (require.main === module) main();
