import { request } from 'node:http';
import type { RawResponse } from './http-get';

/** A POST whose body the test sends in parts, to act while the upload is still arriving. */
export interface PartialUpload {
  /** Sends more of the body. */
  write(part: Buffer): void;
  /** Sends the rest and ends the body. */
  end(part: Buffer): void;
  /** Stops sending: the connection is closed. */
  abandon(): void;
  /** The answer, whenever it comes (it may come before the body ends). */
  readonly response: Promise<RawResponse>;
}

/** Starts a POST of `length` bytes (a Content-Length body) to `url`, sending the headers at once. */
export function startUpload(url: string, headers: Record<string, string>, length: number): PartialUpload {
  const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(length) } });
  const response = new Promise<RawResponse>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return {
    write: (part) => {
      req.write(part);
    },
    end: (part) => {
      req.end(part);
    },
    abandon: () => {
      req.destroy();
    },
    response,
  };
}
