import './require-node';
import { parseArgs } from 'node:util';
import { formatFigures, topologyProblems } from '../topology/report';
import { runTopology } from '../topology/run-topology';
import { runAsMain, type CliCommand } from './cli-io';

const USAGE = `Usage: npm run topology [-- --cvs N --recipients N --search-seconds N]
Starts the production topology on this machine with real servers (PostgreSQL 15 primary +
streaming replica, two API processes, a worker, nginx with the project's configurations, the
release store) and a Prometheus scraping the API processes and the worker, runs a browser smoke
test through nginx, kills an API process under load and the worker mid-mailing, rolls a remote
back, compares search throughput, reads back what Prometheus saw, prints the figures and stops
everything. Needs /usr/lib/postgresql/15/bin, /usr/sbin/nginx, /usr/bin/prometheus and Chromium
(CHROME_PATH). Ports: TOPOLOGY_PORT_BASE (default 28180) up to base + 34.
  --cvs N              demo CVs (default 2000)
  --recipients N       mailing recipients of the worker kill (default 300)
  --search-seconds N   duration of each search load (default 8)`;

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name}: expected a whole number ≥ 1, got "${value}"`);
  return number;
}

/** `npm run topology`. */
export const topologyCommand: CliCommand = async (args, io) => {
  const { values } = parseArgs({
    args,
    options: { cvs: { type: 'string' }, recipients: { type: 'string' }, 'search-seconds': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    io.out(USAGE);
    return 0;
  }
  const figures = await runTopology({
    portBase: whole('TOPOLOGY_PORT_BASE', io.env.TOPOLOGY_PORT_BASE, 28180),
    cvCount: whole('cvs', values.cvs, 2000),
    recipients: whole('recipients', values.recipients, 300),
    searchSeconds: whole('search-seconds', values['search-seconds'], 8),
    out: io.out,
  });
  for (const line of formatFigures(figures)) io.out(line);
  const problems = topologyProblems(figures);
  for (const problem of problems) io.err(`FAILED: ${problem}`);
  return problems.length === 0 ? 0 : 1;
};

runAsMain(topologyCommand);
