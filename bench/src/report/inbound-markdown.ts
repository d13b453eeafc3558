import type { BenchResults } from './results';
import { table } from './table';

/** The inbound part: replies over SMTP into the API's listener, stored per second, with the search meanwhile. */
export function inboundSection(results: BenchResults): string {
  const runs = results.inbound;
  if (!runs || runs.length === 0) return '';
  return [
    '## Inbound mail: replies stored',
    '',
    "Candidates' replies sent with nodemailer (a process of its own) over real SMTP to the inbound listener (`INBOUND_SMTP_PORT`), over at most that many connections at once, each to the reply address of a thread the team wrote in; one in ten brings a PDF. The listener runs in an API process of its own beside the API that serves the searches (the deployment's `inbound` service), or in that API process (`npm start`). Every reply is parsed, matched, trimmed and committed with the team's notice before its `250`. Replies/s counts only acknowledged replies found in their threads afterwards; lost = acknowledged and not found. The embedded database runs in its own process, over the wire protocol. CPU per reply is the listener's process's (in the API process, the concurrent searches' share taken out); statements per reply are counted in the API process only. Search p95 is of the same searches, one at a time, while nothing arrives (before and after) and while the replies arrive.",
    '',
    table(
      ['Database', 'Listener in', 'Replies', 'Connections', 'Threads', 'With a PDF', 'Seconds', 'Replies/s', 'Acknowledged', 'Stored', 'Lost', 'Not acknowledged', 'CPU ms/reply', 'Sender CPU ms/reply', 'Statements/reply', 'Search p95 idle → during ms', 'Load average'],
      runs.map((run) => [
        run.database,
        run.listener === 'inbound' ? 'inbound process' : 'API process',
        run.replies.toLocaleString('en'),
        String(run.connections),
        String(run.threads),
        String(run.withFiles),
        String(run.seconds),
        String(run.repliesPerSecond),
        String(run.acknowledged),
        String(run.stored),
        String(run.lost),
        run.failed > 0 && run.failures[0] !== undefined ? `${run.failed} (${run.failures[0]})` : String(run.failed),
        String(run.cpuMsPerReply),
        String(run.senderCpuMsPerReply),
        run.statementsPerReply === undefined ? '—' : String(run.statementsPerReply),
        `${run.search.idle.p95Ms} → ${run.search.sending.p95Ms} (${run.search.ratio} ×)`,
        String(run.loadAverage),
      ]),
    ),
  ].join('\n');
}
