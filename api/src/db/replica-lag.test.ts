import { ReplicaLagClock, walPosition } from './replica-lag';

describe('walPosition', () => {
  it('reads PostgreSQL’s high/low hexadecimal halves', () => {
    expect(walPosition('0/16B3748')).toBe(0x16b3748n);
    expect(walPosition('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
  });

  it('refuses what is not a WAL position', () => {
    expect(() => walPosition('16B374D848')).toThrow('Not a WAL position');
    expect(() => walPosition('x/1')).toThrow('Not a WAL position');
  });
});

describe('ReplicaLagClock', () => {
  it('is 0 while the replica has replayed every position the primary had', () => {
    const clock = new ReplicaLagClock();
    clock.record(0, 100n);
    clock.record(2_000, 150n);
    expect(clock.lagMs(2_010, 150n)).toBe(0);
  });

  it('is the age of the oldest position not replayed, however long the primary was quiet before', () => {
    const clock = new ReplicaLagClock();
    // An hour without writes: the primary stays at 100, the replica has it.
    for (let at = 0; at <= 3_600_000; at += 2_000) clock.record(at, 100n);
    expect(clock.lagMs(3_600_000, 100n)).toBe(0);
    // A write; the replica replays it a moment later: a moment behind, not an hour.
    clock.record(3_602_000, 200n);
    expect(clock.lagMs(3_602_050, 100n)).toBe(50);
    expect(clock.lagMs(3_602_100, 200n)).toBe(0);
  });

  it('grows while the replay is stopped and returns to 0 once it catches up', () => {
    const clock = new ReplicaLagClock();
    clock.record(0, 100n);
    clock.record(2_000, 300n);
    clock.record(4_000, 500n);
    expect(clock.lagMs(4_000, 100n)).toBe(2_000);
    clock.record(6_000, 700n);
    expect(clock.lagMs(6_000, 100n)).toBe(4_000);
    expect(clock.lagMs(6_000, 500n)).toBe(0);
    expect(clock.lagMs(6_000, 700n)).toBe(0);
  });

  it('keeps the oldest record when it holds many (the lag does not shrink by forgetting)', () => {
    const clock = new ReplicaLagClock();
    for (let index = 0; index < 5_000; index += 1) clock.record(index * 10, BigInt(index + 1));
    expect(clock.lagMs(50_000, 0n)).toBe(50_000);
  });
});
