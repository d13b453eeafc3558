import { readdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Gauge } from 'prom-client';
import type { Database } from '../db/database';
import type { ReadDatabase } from '../db/read-replica';
import { jobQueueStats, type JobQueueStat } from '../jobs';
import { MAIL_SEND_JOB } from '../modules/mail/queue';
import { metricsRegistry } from './registry';

/** What the scrape-time gauges read: set once per process by {@link observeDatabase}. */
export interface ScrapeSources {
  /** The primary, as opened (its pool's counts). */
  db: Database;
  /** Where lag-tolerant reads go (the replica's pool and lag), when the process has one. */
  reads?: ReadDatabase;
  /** Folder of the embedded database (its size, and the free space of its disk); unset with a server. */
  embeddedDir?: string;
}

let sources: ScrapeSources | undefined;

/** Points the scrape-time gauges at this process's database. */
export function observeDatabase(next: ScrapeSources): void {
  sources = next;
}

/**
 * `read`, shared by the gauges of one scrape (prom-client collects them concurrently: one statement
 * serves them all) and reused for `maxAgeMs` after it finishes (a folder walk is not repeated on
 * every scrape). A new set of sources reads anew.
 */
function shared<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let last: { settledAt: number | undefined; of: ScrapeSources | undefined; value: Promise<T> } | undefined;
  return () => {
    const fresh = last !== undefined && last.of === sources && (last.settledAt === undefined || performance.now() - last.settledAt <= maxAgeMs);
    if (last === undefined || !fresh) {
      const entry: { settledAt: number | undefined; of: ScrapeSources | undefined; value: Promise<T> } = { settledAt: undefined, of: sources, value: read() };
      void entry.value.finally(() => {
        entry.settledAt = performance.now();
      });
      last = entry;
    }
    return last.value;
  };
}

/**
 * Failures read as "nothing to report": a database that does not answer leaves these gauges absent
 * (the `up` and HTTP series say what is wrong) instead of failing the whole scrape.
 */
async function orNothing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

const jobStats = shared(() => orNothing(async (): Promise<JobQueueStat[]> => (sources === undefined ? [] : jobQueueStats(sources.db))), 0);

/** Bytes of every file under `dir`. */
async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name)).then((info) => info.size, () => 0)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const diskFigures = shared(
  () =>
    orNothing(async () => {
      const dir = sources?.embeddedDir;
      if (dir === undefined) return undefined;
      const [bytes, disk] = await Promise.all([folderBytes(dir), statfs(dir)]);
      return { bytes, free: disk.bavail * disk.bsize, capacity: disk.blocks * disk.bsize };
    }),
  30_000,
);

const registers = [metricsRegistry];

new Gauge({
  name: 'platform_jobs',
  help: 'Jobs in the queue by kind and state (queued, running, failed); the same for every process of one database.',
  labelNames: ['kind', 'state'] as const,
  registers,
  async collect() {
    const stats = (await jobStats()) ?? [];
    this.reset();
    for (const stat of stats) this.set({ kind: stat.kind, state: stat.state }, stat.jobs);
  },
});

new Gauge({
  name: 'platform_jobs_oldest_due_age_seconds',
  help: 'Seconds the oldest due job of a kind has been waiting for a runner (absent: none is due).',
  labelNames: ['kind'] as const,
  registers,
  async collect() {
    const oldest = new Map<string, number>();
    for (const stat of (await jobStats()) ?? []) {
      if (stat.oldestDueSeconds !== null) oldest.set(stat.kind, Math.max(oldest.get(stat.kind) ?? 0, stat.oldestDueSeconds));
    }
    this.reset();
    for (const [kind, seconds] of oldest) this.set({ kind }, seconds);
  },
});

new Gauge({
  name: 'platform_mail_queued',
  help: 'Messages waiting for delivery or being delivered (their mail.send jobs, queued or running).',
  registers,
  async collect() {
    const stats = await jobStats();
    this.reset();
    if (stats !== undefined) this.set(stats.filter((stat) => stat.kind === MAIL_SEND_JOB && stat.state !== 'failed').reduce((sum, stat) => sum + stat.jobs, 0));
  },
});

new Gauge({
  name: 'platform_db_pool_connections',
  help: 'Connections of the pool by database (primary, replica) and state (in_use, idle).',
  labelNames: ['database', 'state'] as const,
  registers,
  collect() {
    this.reset();
    for (const [database, pool] of pools()) {
      this.set({ database, state: 'in_use' }, pool.total - pool.idle);
      this.set({ database, state: 'idle' }, pool.idle);
    }
  },
});

new Gauge({
  name: 'platform_db_pool_waiting',
  help: 'Queries waiting for a free pool connection, by database.',
  labelNames: ['database'] as const,
  registers,
  collect() {
    this.reset();
    for (const [database, pool] of pools()) this.set({ database }, pool.waiting);
  },
});

// The gauges below carry a label so that "nothing to report" is no series at all (an unlabelled
// gauge would read 0: a replica with no lag, an empty disk).

new Gauge({
  name: 'platform_db_replica_lag_seconds',
  help: 'How far the read replica is behind the primary, as last measured (absent: no replica, or it is down).',
  labelNames: ['database'] as const,
  registers,
  collect() {
    const lag = sources?.reads?.lagSeconds?.();
    this.reset();
    if (lag !== undefined && lag !== null) this.set({ database: 'replica' }, lag);
  },
});

new Gauge({
  name: 'platform_db_reads_on_replica',
  help: '1 while lag-tolerant reads go to the replica, 0 while they go to the primary (absent: no replica).',
  labelNames: ['database'] as const,
  registers,
  collect() {
    const reads = sources?.reads;
    this.reset();
    if (reads?.lagSeconds !== undefined) this.set({ database: 'replica' }, reads.target() === 'replica' ? 1 : 0);
  },
});

/** Defines a gauge of the embedded database's folder and disk, labelled with the folder. */
function diskGauge(name: string, help: string, pick: (figures: { bytes: number; free: number; capacity: number }) => number): void {
  new Gauge({
    name,
    help,
    labelNames: ['dir'] as const,
    registers,
    async collect() {
      const figures = await diskFigures();
      const dir = sources?.embeddedDir;
      this.reset();
      if (figures !== undefined && dir !== undefined) this.set({ dir }, pick(figures));
    },
  });
}

diskGauge('platform_embedded_db_size_bytes', 'Bytes of the embedded database folder (absent with a PostgreSQL server).', (figures) => figures.bytes);
diskGauge(
  'platform_data_dir_free_bytes',
  'Bytes free to this process on the disk of the embedded database (absent with a PostgreSQL server).',
  (figures) => figures.free,
);
diskGauge('platform_data_dir_capacity_bytes', 'Size of the disk of the embedded database (absent with a PostgreSQL server).', (figures) => figures.capacity);

/** The pools of this process that report their counts. */
function pools(): Array<[string, { total: number; idle: number; waiting: number }]> {
  const found: Array<[string, { total: number; idle: number; waiting: number }]> = [];
  const primary = sources?.db.poolStats?.();
  if (primary !== undefined) found.push(['primary', primary]);
  const replica = sources?.reads?.poolStats?.();
  if (replica !== undefined) found.push(['replica', replica]);
  return found;
}
