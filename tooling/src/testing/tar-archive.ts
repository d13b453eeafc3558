import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One member of a test archive: a file (with its bytes), a folder (`'5'`), or a symlink (`'2'`). */
export interface TarMember {
  name: string;
  data?: string | Buffer;
  type?: '0' | '2' | '5';
}

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value.slice(0, length), offset, length, 'utf8');
}

/** A ustar header block for `member`, with its checksum. */
function headerOf(member: TarMember, size: number): Buffer {
  const header = Buffer.alloc(512);
  field(header, 0, 100, member.name);
  field(header, 100, 8, '0000644\0');
  field(header, 108, 8, '0000000\0');
  field(header, 116, 8, '0000000\0');
  field(header, 124, 12, `${size.toString(8).padStart(11, '0')}\0`);
  field(header, 136, 12, '00000000000\0');
  field(header, 156, 1, member.type ?? '0');
  if (member.type === '2') field(header, 157, 100, '/etc/passwd');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/** A gzip-compressed tar of `members`, written by hand so a test can plant what no tar tool writes. */
export function tarGz(members: readonly TarMember[]): Buffer {
  const blocks: Buffer[] = [];
  for (const member of members) {
    const data = member.type === '0' || member.type === undefined ? Buffer.from(member.data ?? '') : Buffer.alloc(0);
    blocks.push(headerOf(member, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A `.tgz` of a folder's files (their paths relative to it, under `prefix`), as `tar czf x.tgz -C folder .` packs it. */
export async function tarGzFolder(folder: string, prefix = ''): Promise<Buffer> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const members: TarMember[] = [];
  for (const entry of files) {
    const absolute = path.join(entry.parentPath, entry.name);
    members.push({ name: `${prefix}${path.relative(folder, absolute).split(path.sep).join('/')}`, data: await readFile(absolute) });
  }
  return tarGz(members);
}
