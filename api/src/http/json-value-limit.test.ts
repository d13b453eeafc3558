import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limitJsonValues } from './json-value-limit';

async function passes(json: string, max: number, chunkSize = 3): Promise<boolean> {
  const chunks: Buffer[] = [];
  for (let start = 0; start < json.length; start += chunkSize) chunks.push(Buffer.from(json.slice(start, start + chunkSize)));
  try {
    await pipeline(Readable.from(chunks), limitJsonValues(max), async function* (source) {
      for await (const chunk of source) yield chunk;
    });
    return true;
  } catch {
    return false;
  }
}

describe('limitJsonValues', () => {
  it('counts values, not bytes', async () => {
    expect(await passes('[1,2,3]', 4)).toBe(true); // the array and three numbers
    expect(await passes('[1,2,3]', 3)).toBe(false);
    // A close upper bound: 4 values, counted 5 (1 + one per bracket or comma).
    expect(await passes('{"a":{"b":[{}]}}', 5)).toBe(true);
    expect(await passes('{"a":{"b":[{}]}}', 4)).toBe(false);
  });

  it('ignores commas and brackets inside strings, across chunk boundaries and escapes', async () => {
    expect(await passes('["a,b,[c]{d}", "\\",[{,"]', 3)).toBe(true);
    expect(await passes('["a,b,[c]{d}", "\\",[{,"]', 2)).toBe(false);
  });
});
