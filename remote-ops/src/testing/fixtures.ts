import type { ReleaseHealth, ReleasesOverview } from '@platform/contract';

/** The release store with a search canary at 20 %, a preview, and a history by a person and the health job. */
export const overviewFixture = (): ReleasesOverview => ({
  configured: true,
  apps: [
    {
      app: 'remote-search',
      owner: { team: 'Search', contact: 'search@example.com' },
      current: { version: 's1', releasedAt: '2026-11-27T10:00:00.000Z' },
      previous: 's0',
      canary: { version: 's2', percent: 20, startedAt: '2026-11-28T05:00:00.000Z' },
      previews: [{ version: 'p1', label: 'pr-7', releasedAt: '2026-11-28T04:00:00.000Z' }],
      audit: [
        { at: '2026-11-28T05:00:00.000Z', action: 'canary', to: 's2', percent: 20, actor: { kind: 'person', name: 'Pavel <pavel@example.com>' } },
        { at: '2026-11-27T12:00:00.000Z', action: 'rollback', from: 's9', to: 's1', reason: 'release health: canary s9: 20 failures', actor: { kind: 'job', name: 'release-health' } },
      ],
    },
    {
      app: 'host',
      current: { version: 'h1', releasedAt: '2026-11-20T10:00:00.000Z' },
      previews: [],
      audit: [],
    },
  ],
});

/** Two hours of the search remote: stable loads well, the canary fails a fifth of the time in the last hour. */
export const healthFixture = (): ReleaseHealth => ({
  app: 'remote-search',
  period: '24h',
  bucketMinutes: 60,
  buckets: ['2026-11-28T04:00:00.000Z', '2026-11-28T05:00:00.000Z'],
  versions: [
    { version: 's1', points: [{ loads: 50, failures: 0 }, { loads: 40, failures: 1 }], loads: 90, failures: 1 },
    { version: 's2', points: [{ loads: 0, failures: 0 }, { loads: 10, failures: 2 }], loads: 10, failures: 2 },
  ],
});
