/** Progress lines of the bench on stderr, so stdout stays free for a machine-readable summary. */
export function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
