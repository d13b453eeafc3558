import { z } from 'zod';

/** JavaScript bytes: decoded, gzip -9 of the decoded body, and on the wire. */
export const bytesSchema = z.object({ raw: z.number(), gzip: z.number(), transfer: z.number() });
export type Bytes = z.infer<typeof bytesSchema>;

const timingSchema = z.object({ fcpMs: z.number(), lcpMs: z.number(), tbtMs: z.number(), contentMs: z.number(), requests: z.number() });

/** One page under one build: medians of its cold loads, and the JavaScript it fetched. */
export const pageBuildSchema = timingSchema.extend({
  runs: z.number(),
  js: z.object({
    scripts: z.number(),
    total: bytesSchema,
    /** Per serving app: `host`, each remote, or `monolith`. */
    byOwner: z.record(z.string(), bytesSchema),
    /** Shared libraries (build stats `kind: library`) and the apps' own code. */
    libraries: bytesSchema,
    app: bytesSchema,
  }),
  samples: z.array(timingSchema),
});
export type PageBuild = z.infer<typeof pageBuildSchema>;

const navigationSchema = z.object({ runs: z.number(), medianMs: z.number(), samplesMs: z.array(z.number()), jsGzip: z.number() });

export const firstLoadSchema = z.object({
  totalGzip: z.number(),
  hostOwnGzip: z.number(),
  federationRuntimeGzip: z.number(),
  sharedLibrariesGzip: z.number(),
  remotes: z.record(z.string(), z.number()),
  duplicates: z.array(z.object({ module: z.string(), owners: z.array(z.string()) })),
  unclassified: z.array(z.string()),
  hostSourcesInEntry: z.array(z.string()),
});

export const frontendSchema = z.object({
  networkProfile: z.string(),
  cpuSlowdown: z.number(),
  runs: z.number(),
  pages: z.array(
    z.object({
      id: z.string(),
      path: z.string(),
      federated: pageBuildSchema,
      monolith: pageBuildSchema,
      /** federated / monolith. */
      ratios: z.object({ jsGzip: z.number(), lcp: z.number(), content: z.number() }),
    }),
  ),
  navigation: z.object({ federated: navigationSchema, monolith: navigationSchema, ratio: z.number() }),
  /** The bundle-budget figures of the federated build's cold load of /search (same rules as the e2e spec). */
  searchFirstLoad: firstLoadSchema,
  /** Loads that failed and were retried (a busy machine), with why. */
  failedAttempts: z.array(z.string()).default([]),
});
export type FrontendResults = z.infer<typeof frontendSchema>;

export const lighthouseSchema = z.object({
  preset: z.enum(['mobile', 'desktop']),
  page: z.string(),
  url: z.string(),
  runs: z.number(),
  /** Median category scores, 0–100. */
  performance: z.number(),
  accessibility: z.number(),
  bestPractices: z.number(),
  metrics: z.object({ fcpMs: z.number(), lcpMs: z.number(), tbtMs: z.number(), cls: z.number() }),
  /** Per category, the audits that cost it points (of the median run): the causes to look at. */
  failedAudits: z.object({ performance: z.array(z.string()), accessibility: z.array(z.string()), bestPractices: z.array(z.string()) }),
});

const searchKindSchema = z.object({
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
  mean: z.number(),
  total: z.number(),
  /** With the count cache empty (the first time a process sees the query since the last CV change); older files lack them. */
  coldP50: z.number().optional(),
  coldP95: z.number().optional(),
  /** The page read from the ranking kept by an earlier run of the same search (no CV changed); older files lack them. */
  reusedP50: z.number().optional(),
  reusedP95: z.number().optional(),
});
export const searchRunSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  cvs: z.number(),
  runs: z.number(),
  kinds: z.record(z.string(), searchKindSchema),
});

export const loadRunSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  cvs: z.number(),
  concurrency: z.number(),
  durationSeconds: z.number(),
  requests: z.number(),
  requestsPerSecond: z.number(),
  latencyP50Ms: z.number(),
  latencyP99Ms: z.number(),
  /** Connection errors and timeouts. */
  errors: z.number(),
  /** Responses other than 2xx. */
  non2xx: z.number(),
  /** Resident memory of the API process tree (with the embedded database server on PGlite). */
  rssIdleMiB: z.number(),
  rssPeakMiB: z.number(),
  /** CVs changed per second during the run by another connection (absent: none). */
  cvChangesPerSecond: z.number().optional(),
});

export const buildsSchema = z.object({
  apps: z.array(z.object({ app: z.string(), seconds: z.number() })),
  totalSeconds: z.number(),
  monolithSeconds: z.number(),
  remoteRelease: z.object({
    app: z.string(),
    seconds: z.number(),
    buildSeconds: z.number(),
    releaseSeconds: z.number(),
    hostUntouched: z.boolean(),
    version: z.string(),
  }),
});

const searchSeriesSchema = z.object({ samples: z.number(), p50Ms: z.number(), p95Ms: z.number() });

/** A mailing to N recipients: accepted over HTTP, then delivered by the job runner to a local SMTP server. */
export const mailingRunSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  recipients: z.number(),
  acceptSeconds: z.number(),
  deliverSeconds: z.number(),
  messagesPerSecond: z.number(),
  received: z.number(),
  concurrency: z.number(),
  cpuMsPerMessage: z.number(),
  loadAverage: z.number(),
  /** Older results files lack the fields below. */
  /** Who delivered (older files: the API process). */
  runner: z.enum(['api', 'worker']).optional(),
  duplicates: z.number().optional(),
  smtpCpuMsPerMessage: z.number().optional(),
  queriesPerMessage: z.number().optional(),
  search: z
    .object({
      idle: searchSeriesSchema,
      sending: searchSeriesSchema,
      ratio: z.number(),
    })
    .optional(),
});

/** Candidates' replies over SMTP into the API's inbound listener (`inbound` part): stored per second, every acknowledged one looked for. */
export const inboundRunSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  /** Where the SMTP listener ran: the API process serving the searches (`npm start`), or an inbound process of its own (the deployment). */
  listener: z.enum(['api', 'inbound']),
  replies: z.number(),
  connections: z.number(),
  threads: z.number(),
  withFiles: z.number(),
  cvs: z.number(),
  acknowledged: z.number(),
  failed: z.number(),
  stored: z.number(),
  lost: z.number(),
  seconds: z.number(),
  repliesPerSecond: z.number(),
  cpuMsPerReply: z.number(),
  senderCpuMsPerReply: z.number(),
  /** Counted with the listener in the API process only. */
  statementsPerReply: z.number().optional(),
  /** The same number of replies again at a steady rate, while the recruiter searches. */
  paced: z.object({
    perSecond: z.number(),
    replies: z.number(),
    acknowledged: z.number(),
    stored: z.number(),
    lost: z.number(),
    seconds: z.number(),
    repliesPerSecond: z.number(),
  }),
  /** Searches idle (before and after) and during the paced phase. */
  search: z.object({ idle: searchSeriesSchema, sending: searchSeriesSchema, ratio: z.number() }),
  failures: z.array(z.string()),
  loadAverage: z.number(),
});
export type InboundRun = z.infer<typeof inboundRunSchema>;

const operationSchema = z.object({ count: z.number(), errors: z.number(), p50Ms: z.number(), p95Ms: z.number(), p99Ms: z.number() });

/** The mixed workload (bench/src/hostile/mixed-workload.ts): errors, and acknowledged writes looked for afterwards. */
export const mixedLoadSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  concurrency: z.number(),
  durationSeconds: z.number(),
  requests: z.number(),
  requestsPerSecond: z.number(),
  errors: z.number(),
  errorSamples: z.array(z.string()),
  operations: z.record(z.string(), operationSchema),
  writes: z.object({ acknowledged: z.number(), found: z.number(), lost: z.number() }),
});

/** Anonymous searches flooding the API while `/api/ready` is probed every 100 ms from another process. */
export const searchFloodSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  concurrency: z.number(),
  durationSeconds: z.number(),
  searches: z.number(),
  searchesPerSecond: z.number(),
  searchP50Ms: z.number(),
  searchP99Ms: z.number(),
  searchErrors: z.number(),
  searchNon2xx: z.record(z.string(), z.number()),
  readyProbes: z.number(),
  readyP50Ms: z.number(),
  readyP95Ms: z.number(),
  readyMaxMs: z.number(),
  readyFailures: z.number(),
});

/** The mixed workload sustained, with the API's resident memory from after warm-up to the end. */
export const soakSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  seconds: z.number(),
  workload: mixedLoadSchema.omit({ database: true }),
  apiRssStartMiB: z.number(),
  apiRssEndMiB: z.number(),
  apiRssPeakMiB: z.number(),
  apiMemoryGrowthPercent: z.number(),
  treeRssStartMiB: z.number(),
  treeRssEndMiB: z.number(),
  samples: z.number(),
});

/** Scheduled scouting over N CVs: each run timed from its slot coming due until it is committed. */
export const scoutingRunSchema = z.object({
  database: z.literal('postgres'),
  cvs: z.number(),
  runs: z.array(
    z.object({
      kind: z.string(),
      run: z.number(),
      seconds: z.number(),
      total: z.number(),
      totalIsEstimate: z.boolean(),
      newCount: z.number(),
      /** Milliseconds to read pages of the run's match set (20 a page): `{ page, ms }`, first page first. */
      pages: z.array(z.object({ page: z.number(), ms: z.number(), items: z.number() })).optional(),
    }),
  ),
  maxRunSeconds: z.number(),
  loadAverage: z.number(),
});

/** CV files read and imported (`intake` part, bench/intake/run.ts). */
export const intakeRunSchema = z.object({
  files: z.number(),
  extractFilesPerSecond: z.number(),
  importFilesPerSecond: z.number(),
  peakRssMb: z.number(),
  /** The same searches idle and while the files are imported (runs before it was measured have none). */
  search: z.object({ cvs: z.number(), idle: searchSeriesSchema, importing: searchSeriesSchema, ratio: z.number() }).optional(),
  loadAverage: z.number(),
});

/** What metrics and tracing together cost a search (`observability` part). */
const latencySchema = z.object({ p50: z.number(), p95: z.number() });
export const observabilityRunSchema = z.object({
  cvs: z.number(),
  searchesPerKindAndSide: z.number(),
  kinds: z.array(z.object({ search: z.string(), observed: latencySchema, plain: latencySchema, p95CostPercent: z.number() })),
  pooled: z.object({ observed: latencySchema, plain: latencySchema, p95CostPercent: z.number() }),
  worstP95CostPercent: z.number(),
  cpuMsPerSearch: z.object({ observed: z.number(), plain: z.number() }).optional(),
  spansReceived: z.number(),
  loadAverage: z.number(),
});

/** Search throughput of two API processes + a streaming replica behind nginx vs one process on the primary (`topology` part). */
const topologyLoadSchema = z.object({ requestsPerSecond: z.number(), p99Ms: z.number(), failures: z.number() });
export const topologyRunSchema = z.object({
  cvs: z.number(),
  seedSeconds: z.number(),
  seconds: z.number(),
  connections: z.number(),
  scaledOut: topologyLoadSchema,
  single: topologyLoadSchema,
  /** scaledOut / single requests per second. */
  ratio: z.number(),
  loadAverage: z.number(),
});
export type TopologyRun = z.infer<typeof topologyRunSchema>;

/** The judged relevance set (bench/relevance/run.ts): means over the queries and each query's figures. */
const relevanceSchema = z.object({
  queries: z.number(),
  corpus: z.number(),
  ndcgAt20: z.number(),
  precisionAt10: z.number(),
  perQuery: z.array(z.object({ text: z.string(), ndcgAt20: z.number(), precisionAt10: z.number() })),
});

/** The rollout decision on cold page loads (bench/src/rollout/): the host's pick of stable or canary for every remote. */
const rolloutSchema = z.object({ coldLoads: z.number(), remotes: z.number(), p50Ms: z.number(), p95Ms: z.number(), maxMs: z.number() });

export const resultsSchema = z.object({
  schemaVersion: z.literal(1),
  startedAt: z.string(),
  finishedAt: z.string(),
  machine: z.object({
    cpus: z.number(),
    cpuModel: z.string(),
    memoryGiB: z.number(),
    node: z.string(),
    chromium: z.string(),
    /** 1-minute load average at the start and the end: how busy the (shared) machine was. */
    loadAverage: z.tuple([z.number(), z.number()]).optional(),
  }),
  options: z.record(z.string(), z.unknown()),
  builds: buildsSchema.optional(),
  frontend: frontendSchema.optional(),
  lighthouse: z.array(lighthouseSchema).optional(),
  search: z.array(searchRunSchema).optional(),
  load: z.array(loadRunSchema).optional(),
  mailing: z.array(mailingRunSchema).optional(),
  inbound: z.array(inboundRunSchema).optional(),
  scouting: z.array(scoutingRunSchema).optional(),
  intake: z.array(intakeRunSchema).optional(),
  observability: z.array(observabilityRunSchema).optional(),
  topology: z.array(topologyRunSchema).optional(),
  relevance: relevanceSchema.optional(),
  rollout: rolloutSchema.optional(),
  mixedLoad: mixedLoadSchema.optional(),
  searchFlood: searchFloodSchema.optional(),
  soak: soakSchema.optional(),
  /** Parts that failed to run, with why: their budgets read "missing". */
  errors: z.array(z.object({ part: z.string(), message: z.string() })),
});
export type BenchResults = z.infer<typeof resultsSchema>;
export type LighthouseRow = z.infer<typeof lighthouseSchema>;
export type SearchRun = z.infer<typeof searchRunSchema>;
export type LoadRun = z.infer<typeof loadRunSchema>;
export type RelevanceRun = z.infer<typeof relevanceSchema>;
export type RolloutRun = z.infer<typeof rolloutSchema>;
export type BuildResults = z.infer<typeof buildsSchema>;
