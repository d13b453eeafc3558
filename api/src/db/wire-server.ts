import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/*
 * Serves one PGlite database over the PostgreSQL wire protocol to several client connections.
 *
 * PGlite is a single session. @electric-sql/pglite-socket 0.2.17 multiplexes connections onto it
 * message by message, and under a `pg` pool that mixed sessions: a transaction that failed let other
 * connections' messages run inside it ("portal does not exist", a query answered with another's
 * rows). Here a connection OWNS the session from its first message until PGlite reports
 * ReadyForQuery with status Idle, i.e. for a whole query cycle or a whole transaction; the others
 * wait their turn. That is transaction pooling, as in PgBouncer, with the same rule for clients:
 * session state (SET, named prepared statements, LISTEN) does not belong to one connection.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'

const PASSWORD_MESSAGE = 0x70; // 'p'

/** AuthenticationCleartextPassword: the client answers with its password (loopback only). */
const ASK_FOR_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** A FATAL ErrorResponse with a SQLSTATE, as PostgreSQL sends before closing a connection. */
function fatalError(sqlstate: string, message: string): Buffer {
  const fields = Buffer.concat(
    [['S', 'FATAL'], ['V', 'FATAL'], ['C', sqlstate], ['M', message]].map(([code, value]) => Buffer.from(`${code}${value}\0`, 'utf8')),
  );
  const header = Buffer.alloc(5);
  header.writeUInt8(0x45, 0); // 'E'
  header.writeInt32BE(fields.length + 1 + 4, 1);
  return Buffer.concat([header, fields, Buffer.from([0])]);
}

/** Whether a PasswordMessage frame carries `password` (compared in constant time). */
function isPassword(frame: Buffer, password: string): boolean {
  if (frame[0] !== PASSWORD_MESSAGE) return false;
  const sent = frame.subarray(5, frame.length - 1); // without the type, length and trailing NUL
  const digest = (value: Buffer) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(Buffer.from(password, 'utf8')));
}

/** A Sync message: ends an unfinished extended-protocol cycle of a vanished client. */
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.writeUInt8(0x51, 0); // 'Q'
  header.writeInt32BE(text.length + 4, 1);
  return Buffer.concat([header, text]);
}

/** The transaction status of the last ReadyForQuery in a response; `null` when it has none. */
export function lastTransactionStatus(response: Uint8Array): number | null {
  const view = Buffer.from(response.buffer, response.byteOffset, response.byteLength);
  let status: number | null = null;
  let offset = 0;
  while (offset + 5 <= view.length) {
    const type = view[offset];
    const length = view.readInt32BE(offset + 1);
    if (type === READY_FOR_QUERY && length === 5 && offset + 5 < view.length) status = view[offset + 5] ?? null;
    offset += 1 + length;
  }
  return status;
}

/** A FIFO mutex over the PGlite session: who may send it messages now. */
class SessionTurns {
  private owner: object | null = null;
  private readonly waiting: { who: object; grant: () => void }[] = [];

  isOwner(who: object): boolean {
    return this.owner === who;
  }

  acquire(who: object): Promise<void> {
    if (this.owner === who) return Promise.resolve();
    if (this.owner === null) {
      this.owner = who;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ who, grant }));
  }

  release(who: object): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.grant();
  }

  /** Resolves once nobody holds the session. */
  async whenFree(): Promise<void> {
    const marker = {};
    await this.acquire(marker);
    this.release(marker);
  }

  /** Removes a vanished connection from the queue (it may not be the owner). */
  forget(who: object): void {
    const index = this.waiting.findIndex((entry) => entry.who === who);
    if (index !== -1) this.waiting.splice(index, 1);
  }
}

/** Options of {@link serveOverWire}. */
export interface WireServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** A connection holding an open transaction this long without sending anything is cut off. */
  idleInTransactionMs?: number;
  /**
   * The password every client must send (cleartext authentication: loopback only). Without one,
   * any local process or user could read and change the database.
   */
  password?: string;
  onError?: (error: unknown) => void;
}

/** A running wire server. */
export interface WireServer {
  readonly port: number;
  /** Stops accepting, closes every connection (rolling back their transactions) and waits. */
  close(): Promise<void>;
}

/**
 * Serves `pglite` over the PostgreSQL wire protocol (no TLS: bind it to loopback; give it a
 * `password`).
 * The caller keeps owning `pglite` and closes it after the server.
 */
export async function serveOverWire(pglite: PGlite, options: WireServerOptions): Promise<WireServer> {
  const turns = new SessionTurns();
  const connections = new Set<Socket>();
  const idleLimit = options.idleInTransactionMs ?? 60_000;
  // Only the connection holding the turn calls this, so calls never overlap.
  const run = (message: Uint8Array): Promise<Uint8Array> => pglite.execProtocolRaw(message, { throwOnError: false });

  const handle = (socket: Socket): void => {
    connections.add(socket);
    socket.setNoDelay(true);
    const self = {};
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    // The untyped start-up phase (SSL request, StartupMessage) ends once the StartupMessage is in.
    let startupSeen = false;
    // With a password, the StartupMessage waits here until the client has proved it knows it.
    let pendingStartup: Buffer | undefined;
    let authenticated = options.password === undefined;
    let closed = false;
    let pumping = false;
    let idleTimer: NodeJS.Timeout | undefined;
    const frames: Buffer[] = [];

    /** Cuts the connection; if it owned the session mid-cycle, ends that cycle and rolls back. */
    const finish = async (): Promise<void> => {
      if (closed) return;
      closed = true;
      clearTimeout(idleTimer);
      connections.delete(socket);
      socket.destroy();
      turns.forget(self);
      if (!turns.isOwner(self) || pumping) return; // the pump cleans up after its current frame
      await releaseAfterAbort();
    };

    const releaseAfterAbort = async (): Promise<void> => {
      try {
        const status = lastTransactionStatus(await run(SYNC));
        if (status !== IDLE) await run(simpleQuery('ROLLBACK'));
      } catch (error) {
        options.onError?.(error);
      } finally {
        turns.release(self);
      }
    };

    const pump = async (): Promise<void> => {
      if (pumping) return;
      pumping = true;
      try {
        for (let frame = frames.shift(); frame !== undefined && !closed; frame = frames.shift()) {
          if (started && frame[0] === TERMINATE) {
            void finish();
            break;
          }
          if (!authenticated && options.password !== undefined) {
            if (pendingStartup === undefined) {
              pendingStartup = frame;
              socket.write(ASK_FOR_PASSWORD);
              continue;
            }
            if (!isPassword(frame, options.password)) {
              socket.write(fatalError('28P01', 'password authentication failed for user "postgres"'));
              void finish();
              break;
            }
            authenticated = true;
            frame = pendingStartup;
          }
          await turns.acquire(self);
          if (closed) break;
          clearTimeout(idleTimer);
          const response = await run(frame);
          started = true;
          if (!closed && response.length > 0) socket.write(response);
          const status = lastTransactionStatus(response);
          if (status === IDLE) {
            turns.release(self);
          } else if (idleLimit > 0) {
            // Holding the session (open transaction, unfinished cycle): everyone else waits, so a
            // client that falls silent is cut off.
            idleTimer = setTimeout(() => void finish(), idleLimit);
          }
        }
      } catch (error) {
        options.onError?.(error);
        closed = true;
        socket.destroy();
        connections.delete(socket);
      } finally {
        pumping = false;
        if (closed && turns.isOwner(self)) await releaseAfterAbort();
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!startupSeen && buffer.length >= 8) {
          // Before start-up, messages are untyped: length, then a code.
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            buffer = buffer.subarray(8);
            socket.write('N'); // no encryption: the client continues in clear text on loopback
            continue;
          }
          if (code === CANCEL_REQUEST) {
            void finish(); // not supported; the client gives up waiting on its own
            return;
          }
          if (code !== PROTOCOL_3 || length < 8 || length > 10_000) {
            void finish();
            return;
          }
          if (buffer.length < length) break;
          frames.push(buffer.subarray(0, length));
          buffer = buffer.subarray(length);
          startupSeen = true;
          continue;
        }
        if (!startupSeen) break;
        if (buffer.length < 5) break;
        const length = 1 + buffer.readInt32BE(1);
        if (length < 5) {
          void finish();
          return;
        }
        if (buffer.length < length) break;
        frames.push(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
      }
      void pump();
    });
    socket.on('error', () => void finish());
    socket.on('close', () => void finish());
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.onError?.(error));
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return {
    port,
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await stopped;
      // Let a cut-off transaction finish rolling back before the caller closes PGlite.
      await turns.whenFree();
    },
  };
}
