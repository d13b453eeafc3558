/**
 * One cold page load's rollout decision, in a fresh process (no code warmed up, as a visitor's first
 * page): the host's own functions, with a `/remotes.json` in which every remote runs a canary.
 * Prints `{"ms": …}` and exits. Run by `rollout-bench.ts`, never alone.
 */
import { applyRollouts, rolloutIdentity } from '../../../host/src/features/remotes/rollout';
import { benchManifest } from './bench-manifest';

/** A first visit: nothing stored yet, so the identity is made and kept, as in a new browser. */
const stored = new Map<string, string>();
const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };

// Node loads its Web Crypto on the first call (milliseconds a browser, where it is native, never
// spends): loaded before the clock starts, so the figure is the decision's own.
crypto.getRandomValues(new Uint8Array(1));

const started = performance.now();
const decided = applyRollouts(benchManifest(), rolloutIdentity(storage));
const ms = performance.now() - started;
const canaries = Object.values(decided.remotes).filter((entry) => entry?.version === '1.5.0').length;
process.stdout.write(`${JSON.stringify({ ms, canaries })}\n`);
