/**
 * Run as its own process by import-memory.test.ts (`node --max-old-space-size=300`): starts the API
 * on an in-memory database, sends one hostile import of `IMPORT_PROBE_MIB` MiB shaped as
 * `IMPORT_PROBE_SHAPE` (see invalidDocument) and prints a JSON line
 * with the status, the result counts and the peak heap seen while it ran. A heap past the flag's
 * limit ends the process with an out-of-memory error instead.
 */
import { migrate } from '../../../db/migrate';
import { openPglite } from '../../../db/pglite';
import { createTestApp, signUp } from '../../../testing/app';

/**
 * One invalid document of about `bytes`. `objects`: as many tiny objects as fit (the worst parsed
 * size); `errors`: fewer, longer items, each wrong (the most validation errors within the limits).
 */
function invalidDocument(bytes: number, shape: string): string {
  const item = shape === 'objects' ? '{"startDate":1,"name":2}' : `{"startDate":"${'x'.repeat(100)}"}`;
  const items = Array.from({ length: Math.floor(bytes / (item.length + 1)) }, () => item).join(',');
  return `{"basics":{"name":3},"work":[${items}]}`;
}

async function main(): Promise<void> {
  const mib = Number(process.env.IMPORT_PROBE_MIB ?? '32');
  const db = await openPglite({});
  await migrate(db);
  const app = await createTestApp(db);
  const { cookie } = await signUp(app, { kind: 'recruiter' });
  const documentBytes = 250 * 1024;
  const count = Math.floor((mib * 1024 * 1024 - 64) / (documentBytes + 1));
  const document = invalidDocument(documentBytes, process.env.IMPORT_PROBE_SHAPE ?? 'objects');
  const payload = `{"resumes":[${Array.from({ length: count }, () => document).join(',')}]}`;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const response = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie, 'content-type': 'application/json' }, payload });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  const body: unknown = response.json();
  const results = typeof body === 'object' && body !== null && 'results' in body && Array.isArray(body.results) ? body.results : [];
  const errors = results.reduce((sum: number, result: unknown) => {
    const list = typeof result === 'object' && result !== null && 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
    return sum + list.length;
  }, 0);
  process.stdout.write(
    `${JSON.stringify({ status: response.statusCode, bytes: payload.length, documents: count, results: results.length, errors, peakHeapMiB: Math.round(peak / 1024 / 1024), code: response.statusCode >= 400 ? response.json().error.code : null })}\n`,
  );
  await app.close();
  await db.close();
}

void main();
