import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_ERRORS_PER_DOCUMENT, MAX_ERRORS_PER_REQUEST } from './import-resumes';

const PROBE = path.join(__dirname, 'testing', 'import-memory-probe.ts');
const HEAP_LIMIT_MIB = 300;

interface ProbeResult {
  status: number;
  bytes: number;
  documents: number;
  results: number;
  errors: number;
  peakHeapMiB: number;
  code: string | null;
}

/** Runs the probe in a process whose heap cannot pass HEAP_LIMIT_MIB (it dies instead). */
function runProbe(shape: 'objects' | 'errors'): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${HEAP_LIMIT_MIB}`, '--import', pathToFileURL(require.resolve('tsx')).href, PROBE],
      { env: { ...process.env, IMPORT_PROBE_MIB: '32', IMPORT_PROBE_SHAPE: shape, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || line === '') reject(new Error(`probe ended with ${code ?? signal}:\n${stderr.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

describe(`a 32 MiB hostile import, API heap capped at ${HEAP_LIMIT_MIB} MiB`, () => {
  it('refuses millions of tiny objects with 413 before parsing them', async () => {
    const result = await runProbe('objects');
    expect(result.bytes).toBeGreaterThan(32 * 1024 * 1024 - 300 * 1024);
    expect(result).toMatchObject({ status: 413, code: 'too_many_values' });
    expect(result.peakHeapMiB).toBeLessThan(HEAP_LIMIT_MIB);
  }, 120_000);

  it('rejects documents full of errors, reporting a bounded number of them', async () => {
    const result = await runProbe('errors');
    expect(result.status).toBe(200);
    expect(result.results).toBe(result.documents);
    // Per request: the cap, then one "not shown" line per further document.
    expect(result.errors).toBeLessThanOrEqual(MAX_ERRORS_PER_REQUEST + result.documents);
    expect(result.errors).toBeGreaterThan(MAX_ERRORS_PER_DOCUMENT);
    expect(result.peakHeapMiB).toBeLessThan(HEAP_LIMIT_MIB);
  }, 120_000);
});
