import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../config/env';
import { spawnGroup } from '../start/process-group';

/** Prometheus from Debian's `prometheus` package (which also brings promtool). */
const PROMETHEUS = '/usr/bin/prometheus';

/** The alert rules of the deployment, loaded as they are (a rule Prometheus refuses stops the run). */
const ALERT_RULES = path.join(REPOSITORY_ROOT, 'deploy', 'prometheus', 'alerts.yml');

/** One process to scrape: its metrics address and the name it is shown by. */
export interface ScrapeTarget {
  address: string;
  process: string;
}

/** One series of an instant query's answer. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** A Prometheus of the run's own, scraping its processes. */
export interface RunningPrometheus {
  readonly origin: string;
  /** An instant query over the HTTP API (`/api/v1/query`). */
  query(expr: string): Promise<Sample[]>;
  stop(): Promise<void>;
}

const QUERY_ANSWER = z.object({
  status: z.literal('success'),
  data: z.object({
    resultType: z.literal('vector'),
    result: z.array(z.object({ metric: z.record(z.string(), z.string()), value: z.tuple([z.number(), z.string()]) })),
  }),
});

/**
 * Starts Prometheus on `port` with a configuration and data folder of its own under `workDir` (no
 * system service), scraping every `targets` job each second and evaluating the deployment's alert
 * rules; resolves once it is ready.
 */
export async function startPrometheus(options: {
  workDir: string;
  port: number;
  targets: Record<string, readonly ScrapeTarget[]>;
  out: (line: string) => void;
}): Promise<RunningPrometheus> {
  if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS} is missing. Install it with: apt-get install prometheus`);
  const dir = path.join(options.workDir, 'prometheus');
  await mkdir(path.join(dir, 'data'), { recursive: true });
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    rule_files: [ALERT_RULES],
    scrape_configs: Object.entries(options.targets).map(([job, targets]) => ({
      job_name: job,
      static_configs: targets.map((target) => ({ targets: [target.address], labels: { process: target.process } })),
    })),
  };
  const configFile = path.join(dir, 'prometheus.yml');
  await writeFile(configFile, stringify(config));
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawnGroup({
    name: 'prometheus',
    command: PROMETHEUS,
    args: [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${options.port}`, '--log.level=warn'],
    cwd: dir,
    env: process.env,
    out: options.out,
  });
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('Prometheus exited during start-up (its messages are above)');
    const ready = await fetch(`${origin}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error('Prometheus was not ready within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async query(expr) {
      const response = await fetch(`${origin}/api/v1/query?${new URLSearchParams({ query: expr })}`);
      if (!response.ok) throw new Error(`Prometheus answered ${response.status} to ${expr}: ${await response.text()}`);
      const answer = QUERY_ANSWER.parse(await response.json());
      return answer.data.result.map((series) => ({ labels: series.metric, value: Number(series.value[1]) }));
    },
    stop: () => child.stop(),
  };
}
