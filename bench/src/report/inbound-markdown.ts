import type { BenchResults } from './results';
import { table } from './table';

/** The inbound part: replies over SMTP into the API's listener, stored per second, with the search meanwhile. */
export function inboundSection(results: BenchResults): string {
  const runs = results.inbound;
  if (!runs || runs.length === 0) return '';
  return [
    '## Inbound mail: replies stored',
    '',
    "Candidates' replies sent with nodemailer (a process of its own) over real SMTP to the inbound listener (`INBOUND_SMTP_PORT`), over at most that many connections at once, each to the reply address of a thread the team wrote in; one in ten brings a PDF. The listener runs in an API process of its own beside the API that serves the searches (the deployment's `inbound` service), or in that API process (`npm start`). Every reply is parsed, matched, trimmed and committed with the team's notice before its `250`. Two phases of the same number of replies: flat out with nothing else running (replies/s: the listener's capacity; its CPU and statements per reply), then at a steady rate while the recruiter searches. Replies/s counts only acknowledged replies found in their threads afterwards; lost = acknowledged and not found (both phases). The embedded database runs in its own process, over the wire protocol. Statements per reply are counted in the API process only. Search p95 is of the same searches, one at a time, while nothing arrives (before and after) and during the paced phase.",
    '',
    table(
      ['Database', 'Listener in', 'Replies', 'Connections', 'Threads', 'With a PDF', 'Seconds', 'Replies/s flat out', 'Acknowledged', 'Stored', 'Lost', 'Not acknowledged', 'CPU ms/reply', 'Sender CPU ms/reply', 'Statements/reply', 'Paced: sent at → stored/s', 'Search p95 idle → paced ms', 'Load average'],
      runs.map((run) => [
        run.database,
        run.listener === 'inbound' ? 'inbound process' : 'API process',
        run.replies.toLocaleString('en'),
        String(run.connections),
        String(run.threads),
        String(run.withFiles),
        String(run.seconds),
        String(run.repliesPerSecond),
        String(run.acknowledged + run.paced.acknowledged),
        String(run.stored + run.paced.stored),
        String(run.lost + run.paced.lost),
        run.failed > 0 && run.failures[0] !== undefined ? `${run.failed} (${run.failures[0]})` : String(run.failed),
        String(run.cpuMsPerReply),
        String(run.senderCpuMsPerReply),
        run.statementsPerReply === undefined ? '—' : String(run.statementsPerReply),
        `${run.paced.perSecond} → ${run.paced.repliesPerSecond}`,
        `${run.search.idle.p95Ms} → ${run.search.sending.p95Ms} (${run.search.ratio} ×)`,
        String(run.loadAverage),
      ]),
    ),
  ].join('\n');
}
