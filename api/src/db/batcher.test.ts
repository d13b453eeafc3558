import { Batcher } from './batcher';

describe('Batcher', () => {
  it('flushes the items of one tick together, and those arriving during a flush in the next one', async () => {
    const flushes: number[][] = [];
    let release: (() => void) | undefined;
    const batcher = new Batcher(async (items: number[]) => {
      flushes.push(items);
      if (flushes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => item * 10);
    });
    const first = [batcher.run(1), batcher.run(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [batcher.run(3), batcher.run(4), batcher.run(5)];
    expect(flushes).toEqual([[1, 2]]);
    release?.();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(flushes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('rejects every item of a failed flush and goes on with the next ones', async () => {
    let calls = 0;
    const batcher = new Batcher(async (items: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return items.map((item) => item.toUpperCase());
    });
    const failed = await Promise.allSettled([batcher.run('a'), batcher.run('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.run('c')).toBe('C');
  });

  it('keeps a flush within maxBatch items', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.run(item)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
