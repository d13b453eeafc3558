import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem, supportedNodeRange } from './node-version';

const ROOT = path.resolve(__dirname, '../../..');
const supportedRange = () => supportedNodeRange(ROOT);

describe('the Node.js version check', () => {
  it("accepts the 24 LTS line and 26, as package.json's engines say", () => {
    for (const version of ['24.11.0', '24.21.0', '26.0.0', '26.10.0']) expect(nodeVersionProblem(version, supportedRange())).toBeNull();
  });

  it('refuses an unsupported Node with the way out, not a crash', () => {
    const problem = nodeVersionProblem('20.20.2', supportedRange());
    expect(problem).toContain('this is Node.js 20.20.2');
    expect(problem).toContain('source tooling/bin/use-node.sh');
    expect(nodeVersionProblem('22.23.3', supportedRange())).not.toBeNull();
    expect(nodeVersionProblem('25.1.0', supportedRange())).not.toBeNull();
  });

  it('agrees with the version the project pins for machines without one', () => {
    const pinned = /^NODE_LTS_VERSION="([\d.]+)"/m.exec(readFileSync(path.resolve(__dirname, '../../bin/use-node.sh'), 'utf8'))?.[1];
    expect(pinned).toBeDefined();
    expect(nodeVersionProblem(pinned ?? '0.0.0', supportedRange())).toBeNull();
  });
});
