/** `16/B374D848` (a WAL position as PostgreSQL prints it) as bytes from the start of the WAL. */
export function walPosition(lsn: string): bigint {
  const [high = '', low = ''] = lsn.split('/');
  if (!/^[0-9A-Fa-f]{1,8}$/.test(high) || !/^[0-9A-Fa-f]{1,8}$/.test(low)) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Samples kept at most while the replica stays behind (the oldest is always kept: it is the lag). */
const MAX_SAMPLES = 1000;

/**
 * How far a streaming replica is behind its primary, in time: the age of the oldest WAL position
 * the primary had written that the replica has not replayed yet. Each probe records where the
 * primary's WAL was, and when ({@link record}), then compares the replica's replay position with
 * those records ({@link lagMs}). A read on the replica may miss every commit younger than that lag,
 * and no older one. Unlike `now() - pg_last_xact_replay_timestamp()` on the replica, it does not
 * count the quiet time before the primary's latest commit, so a replica that is only a moment
 * behind after an idle hour is not taken for an hour behind; its resolution is the probe interval.
 */
export class ReplicaLagClock {
  private readonly samples: Array<{ at: number; position: bigint }> = [];

  /** The primary's WAL was at `position` at time `at` (ms, any monotonic clock). */
  record(at: number, position: bigint): void {
    this.samples.push({ at, position });
    if (this.samples.length > MAX_SAMPLES) this.samples.splice(1, 1);
  }

  /** The lag at time `now` of a replica that has replayed up to `replayed`; 0 when it has replayed everything recorded. */
  lagMs(now: number, replayed: bigint): number {
    while (this.samples.length > 0 && (this.samples[0]?.position ?? 0n) <= replayed) this.samples.shift();
    const oldest = this.samples[0];
    return oldest === undefined ? 0 : Math.max(0, now - oldest.at);
  }

  /** Forgets the records (the replica was unreachable: the next probes start over). */
  reset(): void {
    this.samples.length = 0;
  }
}
