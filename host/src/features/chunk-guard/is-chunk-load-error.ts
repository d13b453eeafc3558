/**
 * Whether an error means code could not be fetched (a deploy replaced the chunk, the network
 * dropped) rather than code that ran and failed: only the former is worth a reload.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.name === 'RemoteLoadError') return true;
  return /loading (css )?chunk [\w-]+ failed|failed to fetch dynamically imported module|importing a module script failed|RUNTIME-00\d/i.test(
    error.message,
  );
}
