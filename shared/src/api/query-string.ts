// Apart from call.ts: the host's shell needs it at start-up (a page's declared first request)
// without the rest of call().

/** A query object as a query string: arrays repeat their key, null and undefined are left out. */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}
