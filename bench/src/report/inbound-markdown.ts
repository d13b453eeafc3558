import type { BenchResults } from './results';
import { table } from './table';

/** The inbound part: replies over SMTP into the API's listener, stored per second, with the search meanwhile. */
export function inboundSection(results: BenchResults): string {
  const runs = results.inbound;
  if (!runs || runs.length === 0) return '';
  return [
    '## Inbound mail: replies stored',
    '',
    "Candidates' replies sent with nodemailer (a process of its own) over real SMTP to the API's inbound listener (`INBOUND_SMTP_PORT`, in the API process), over at most that many connections at once, each to the reply address of a thread the team wrote in; one in ten brings a PDF. Every reply is parsed, matched, trimmed and committed with the team's notice before its `250`. Replies/s counts only acknowledged replies found in their threads afterwards; lost = acknowledged and not found. The embedded database runs in its own process, over the wire protocol. CPU and statements per reply are the API process's, the concurrent searches' share taken out. Search p95 is of the same searches, one at a time, while nothing arrives (before and after) and while the replies arrive.",
    '',
    table(
      ['Database', 'Replies', 'Connections', 'Threads', 'With a PDF', 'Seconds', 'Replies/s', 'Acknowledged', 'Stored', 'Lost', 'Not acknowledged', 'CPU ms/reply', 'Sender CPU ms/reply', 'Statements/reply', 'Search p95 idle → during ms', 'Load average'],
      runs.map((run) => [
        run.database,
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
        String(run.statementsPerReply),
        `${run.search.idle.p95Ms} → ${run.search.sending.p95Ms} (${run.search.ratio} ×)`,
        String(run.loadAverage),
      ]),
    ),
  ].join('\n');
}
