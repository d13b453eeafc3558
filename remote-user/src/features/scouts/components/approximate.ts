/** A count as shown: `~1234` when it is the database's estimate (past the exact-count limit), else the number. */
export function approximate(count: number, isEstimate: boolean): string {
  return isEstimate ? `~${count}` : String(count);
}
