/**
 * Child process of the search-flood part: asks `/api/ready` every 100 ms for the given time and
 * sends the latencies back over IPC. A process of its own, so the load generator's event loop
 * (autocannon in the bench process) does not delay the probe and inflate its figures.
 *
 * Usage (forked): ready-probe.ts <url> <seconds>
 */
const INTERVAL_MS = 100;

async function main(): Promise<void> {
  const [url, seconds] = process.argv.slice(2);
  if (url === undefined || seconds === undefined) throw new Error('usage: ready-probe.ts <url> <seconds>');
  const deadline = Date.now() + Number(seconds) * 1000;
  const latenciesMs: number[] = [];
  const failures: string[] = [];
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`HTTP ${response.status}`);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    const elapsed = performance.now() - started;
    latenciesMs.push(elapsed);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_MS - elapsed)));
  }
  process.send?.({ latenciesMs, failures });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
