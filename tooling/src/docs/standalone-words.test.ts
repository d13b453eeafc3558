import { spawnSync } from 'node:child_process';
import { REPOSITORY_ROOT } from '../config/env';

/**
 * Comments and docs state the rule they follow, or link a document of this repository
 * (docs/product.md): a citation of a specification outside the repository ("docs/product.md#api", "spec
 * point 5") tells a reader nothing they can open.
 */
/** The citation forms, assembled so this file does not match its own search. */
const CITATION = [['PRODUCT', '§'].join(' '), ['spec', '(point|call)s?', '[0-9]'].join(' ')].join('|');

describe('words that stand on their own', () => {
  it('cite no specification outside the repository', () => {
    const found = spawnSync('git', ['grep', '-nE', CITATION, '--', '.'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
    });
    // git grep exits 1 when nothing matches.
    expect(found.status).toBe(1);
    expect(found.stdout).toBe('');
  });
});
