import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The repository's `package.json` `engines.node`: the Node.js versions the project supports. */
export function supportedNodeRange(rootDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'engines' in manifest) {
    const { engines } = manifest;
    if (typeof engines === 'object' && engines !== null && 'node' in engines && typeof engines.node === 'string') return engines.node;
  }
  throw new Error(`${path.join(rootDir, 'package.json')} names no engines.node`);
}

/** What to tell someone running the tooling on a Node.js the project does not support, or null when it does. */
export function nodeVersionProblem(running: string, supported: string): string | null {
  if (semver.satisfies(running, supported)) return null;
  return [
    `This project runs on Node.js ${supported} (package.json "engines"); this is Node.js ${running}.`,
    'On a machine without a supported Node, put the pinned LTS build first on PATH for this shell, then install again:',
    '',
    '  source tooling/bin/use-node.sh',
    '  npm ci',
    '',
    'or install Node.js 24 LTS by your usual means (nvm, fnm, volta, your package manager).',
  ].join('\n');
}
