import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from './errors';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;

/**
 * A pass-through stream that counts the JSON values of a body as it arrives (a close upper bound:
 * one, plus one per `{`, `[` and `,` outside strings) and fails with 413 `too_many_values` past `maxValues`, before the body
 * is parsed.
 *
 * Why: a body's parsed size depends on its shape, not its bytes. 32 MiB of `[{},{},...]` become
 * millions of objects, over a gigabyte of heap, inside `JSON.parse`, where no later check can help.
 */
export function limitJsonValues(maxValues: number): Transform {
  let values = 1;
  let inString = false;
  let escaped = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      for (const byte of chunk) {
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) {
          inString = true;
        } else if (byte === COMMA || byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
          values += 1;
        }
      }
      if (values > maxValues) {
        callback(new ApiError(413, 'too_many_values', `The body holds more than ${maxValues} JSON values; send it in smaller parts.`));
        return;
      }
      callback(null, chunk);
    },
  });
}
