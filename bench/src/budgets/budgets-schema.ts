import { z } from 'zod';

// Apart from the checks (budgets.ts): each area's checks (hostile-budgets.ts) take the type, and
// budgets.ts imports them.

/** `bench/budgets.json`: the one place the performance budgets are written down. */
export const budgetsSchema = z.object({
  bundle: z.object({
    searchFirstLoadTotalGzipKiB: z.number(),
    hostShellOwnGzipKiB: z.number(),
    remoteFirstLoadGzipKiB: z.number(),
    sharedLibraryLoadedOnce: z.boolean(),
  }),
  federatedVsMonolith: z.object({
    /** Federated minus monolith JS (gzip) of one page: the price of federation, in KiB. */
    overheadGzipKiB: z.object({ firstRemote: z.number(), eachFurtherRemote: z.number() }),
    lcpRatio: z.number(),
    /** Largest contentful paint of each federated page on the phone profile (Slow 4G, 4× CPU), in ms. */
    maxLcpMs: z.number(),
    searchToCvNavigationRatio: z.number(),
  }),
  lighthouse: z.object({
    preset: z.enum(['mobile', 'desktop']),
    pages: z.array(z.string()),
    minPerformance: z.number(),
    minAccessibility: z.number(),
    minBestPractices: z.number(),
  }),
  search: z.object({ cvs: z.number(), maxP95Ms: z.object({ postgres: z.number(), pglite: z.number() }) }),
  /** The same on PostgreSQL at the large size (the bench's opt-in `million` part). */
  searchAtScale: z.object({ cvs: z.number(), maxP95Ms: z.number() }),
  throughput: z.object({
    database: z.enum(['postgres', 'pglite']),
    cvs: z.number(),
    concurrency: z.number(),
    minRequestsPerSecond: z.number(),
    maxErrors: z.number(),
  }),
  builds: z.object({ maxAllAppsSeconds: z.number(), maxRemoteRebuildAndReleaseSeconds: z.number() }),
  mailing: z.object({
    database: z.enum(['postgres', 'pglite']),
    /** Who delivers in the budget's run: the deployment's worker process, or the API process (`npm start`). */
    runner: z.enum(['api', 'worker']),
    recipients: z.number(),
    maxAcceptSeconds: z.number(),
    minMessagesPerSecond: z.number(),
    /** Search p95 while the mailing is delivered, over the idle p95 of the same searches. */
    maxSearchP95Ratio: z.number(),
  }),
  /** Candidates' replies over SMTP into the inbound listener (bench/src/api/inbound-bench.ts). */
  inbound: z.object({
    database: z.enum(['postgres', 'pglite']),
    /** Where the listener runs in the budget's run: an inbound process of its own (the deployment), or the API process (`npm start`). */
    listener: z.enum(['api', 'inbound']),
    replies: z.number(),
    /** SMTP connections at most at once, as the MX in front relays. */
    connections: z.number(),
    /** Replies stored (found in their threads afterwards) per second, sent flat out. */
    minRepliesPerSecond: z.number(),
    /** The steady arrival rate (replies a second) at which the search is measured. */
    pacedRepliesPerSecond: z.number(),
    /** Search p95 while the replies arrive at that rate, over the idle p95 of the same searches. */
    maxSearchP95Ratio: z.number(),
    /** Replies acknowledged (250) but not found in their threads. */
    maxLost: z.number(),
  }),
  /** The judged relevance set (bench/relevance/run.ts). */
  relevance: z.object({ minNdcgAt20: z.number() }),
  /** The rollout decision's script time on a cold page load (bench/src/rollout/), the median of fresh processes. */
  rollout: z.object({ maxColdDecisionMs: z.number() }),
  /** Load and soak (bench/src/hostile/): the mixed workload, the search flood, the soak. */
  hostile: z.object({
    database: z.enum(['postgres', 'pglite']),
    concurrency: z.number(),
    mixedSeconds: z.number(),
    maxErrors: z.number(),
    maxLostWrites: z.number(),
    floodSeconds: z.number(),
    maxReadyP95Ms: z.number(),
    soakSeconds: z.number(),
    maxMemoryGrowthPercent: z.number(),
  }),
  /** Scheduled scouting (bench/scouting/run.ts): every run over `cvs` CVs within `maxRunSeconds`. */
  scouting: z.object({ database: z.literal('postgres'), cvs: z.number(), maxRunSeconds: z.number() }),
  /** CV files read and imported (bench/intake/run.ts). */
  intake: z.object({ files: z.number(), minFilesPerSecond: z.number(), maxPeakRssMb: z.number(), searchCvs: z.number(), maxSearchP95Ratio: z.number() }),
  /** What metrics and tracing together cost a search's p95 (bench/src/api/observability-bench.ts). */
  observability: z.object({ cvs: z.number(), minSearchesPerKind: z.number(), maxSearchP95CostPercent: z.number() }),
});
export type Budgets = z.infer<typeof budgetsSchema>;
