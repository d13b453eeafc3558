/**
 * Imported first by every tooling command: on an unsupported Node.js it stops with what to do
 * (tooling/bin/use-node.sh) before anything else can fail in a less readable way.
 */
import path from 'node:path';
import { nodeVersionProblem, supportedNodeRange } from '../runtime/node-version';

const problem = nodeVersionProblem(process.versions.node, supportedNodeRange(path.resolve(__dirname, '../../..')));
if (problem !== null) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
