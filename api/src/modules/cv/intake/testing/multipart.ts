import { randomUUID } from 'node:crypto';

/** A multipart/form-data body of files (each a `files` part unless it names its field). */
export function multipart(files: ReadonlyArray<{ name: string; bytes: Buffer; field?: string }>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----intake${randomUUID()}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'test' },
  };
}
