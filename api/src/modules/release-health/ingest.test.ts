import type { FastifyInstance } from 'fastify';
import { REMOTE_LOADS_MAX_BATCH } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, testConfig } from '../../testing/app';

describeEachDatabase('POST /api/platform/remote-loads', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (payload: unknown, target = app, remoteAddress = '127.0.0.1') =>
    target.inject({ method: 'POST', url: '/api/platform/remote-loads', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' }, remoteAddress });

  const counts = async (remote: string) =>
    (
      await getDb().query<{ version: string; outcome: string; count: number }>(
        'SELECT version, outcome, count FROM remote_load_counts WHERE remote = $1 ORDER BY version, outcome',
        [remote],
      )
    ).rows;

  it('counts mounts and failures per remote, version and outcome in the minute, adding up across beacons, without signing in', async () => {
    const first = await send({
      loads: [
        { remote: 'remote-cv', version: 'c2', outcome: 'mount-threw' },
        { remote: 'remote-cv', version: 'c1', outcome: 'mounted', count: 2 },
        { remote: 'remote-cv', version: 'c2', outcome: 'mount-threw' },
      ],
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'accepted' });
    expect((await send({ loads: [{ remote: 'remote-cv', version: 'c1', outcome: 'mounted' }] })).statusCode).toBe(202);
    expect(await counts('remote-cv')).toEqual([
      { version: 'c1', outcome: 'mounted', count: 3 },
      { version: 'c2', outcome: 'mount-threw', count: 2 },
    ]);
  });

  it.each([
    [{ loads: [{ remote: 'remote-nope!', version: 'v1', outcome: 'mounted' }] }, 'loads.0.remote'],
    [{ loads: [{ remote: 'remote-cv', version: 'v 1; drop', outcome: 'mounted' }] }, 'loads.0.version'],
    [{ loads: [{ remote: 'remote-cv', version: 'x'.repeat(65), outcome: 'mounted' }] }, 'loads.0.version'],
    [{ loads: [{ remote: 'remote-cv', version: 'v1', outcome: 'exploded' }] }, 'loads.0.outcome'],
    [{ loads: [{ remote: 'remote-cv', version: 'v1', outcome: 'mounted', count: 101 }] }, 'loads.0.count'],
    [{ loads: [{ remote: 'remote-cv', version: 'v1', outcome: 'mounted', count: 0 }] }, 'loads.0.count'],
    [{ loads: [] }, 'loads'],
    [{ loads: Array.from({ length: REMOTE_LOADS_MAX_BATCH + 1 }, () => ({ remote: 'remote-cv', version: 'v1', outcome: 'mounted' })) }, 'loads'],
    [{ loads: [{ remote: 'remote-cv', version: 'v1', outcome: 'mounted', extra: 1 }] }, 'loads.0'],
  ])('refuses %j with 400 on %s and stores nothing', async (payload, path) => {
    const before = await getDb().query('SELECT 1 FROM remote_load_counts');
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: [expect.objectContaining({ path })] });
    expect((await getDb().query('SELECT 1 FROM remote_load_counts')).rowCount).toBe(before.rowCount);
  });

  it('limits beacons per client address', async () => {
    const limited = await createTestApp(getDb(), { releaseHealth: { ...testConfig().releaseHealth, rateLimit: 2 } });
    try {
      const beacon = { loads: [{ remote: 'remote-team', version: 't1', outcome: 'mounted' }] };
      // An address of its own: the counters live in the database, shared with the suite's other apps and runs.
      const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send(beacon, limited, address)).statusCode);
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
