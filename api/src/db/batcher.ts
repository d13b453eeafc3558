/**
 * Turns many concurrent one-row statements into few many-row ones ("group commit"): callers
 * `run(item)` as if alone; the items that arrive while a flush is on its way (and those of the
 * same tick) go together in the next flush, one statement for all of them. Nothing waits for a
 * timer: an item alone is flushed at once (after the current microtasks), and a busy caller gets
 * batches about as large as its concurrency.
 *
 * ```ts
 * const done = new Batcher(async (ids: number[]) => {
 *   const { rows } = await db.query<{ id: number }>('UPDATE jobs ... WHERE id = ANY($1) RETURNING id', [ids]);
 *   const updated = new Set(rows.map((row) => row.id));
 *   return ids.map((id) => updated.has(id));
 * });
 * await done.run(42); // true when job 42 was updated
 * ```
 *
 * A flush that throws rejects every item it carried, as each statement alone would have failed.
 */
export class Batcher<I, O> {
  private pending: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  private flushing = false;
  private scheduled = false;

  /**
   * @param flush answers each item, in order (one result per item).
   * @param maxBatch most items in one flush (a statement's parameters stay bounded).
   */
  constructor(
    private readonly flush: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 500,
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    // The items of this tick (handlers started together) join this flush.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.next();
    });
  }

  private async next(): Promise<void> {
    if (this.flushing || this.pending.length === 0) return;
    this.flushing = true;
    const batch = this.pending.splice(0, this.maxBatch);
    try {
      const results = await this.flush(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`Batcher: ${results.length} results for ${batch.length} items`);
      results.forEach((result, index) => batch[index]?.resolve(result));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      this.flushing = false;
      if (this.pending.length > 0) this.schedule();
    }
  }
}
