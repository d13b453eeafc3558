import type { BenchResults } from '../report/results';
import type { Budgets } from './budgets-schema';
import { type BudgetCheck, check, missing } from './check';

const LISTENER_LABEL: Readonly<Record<'api' | 'inbound', string>> = { api: 'listener in the API process', inbound: 'listener in the inbound process' };

/**
 * The inbound budgets, on the run at the budget's database, listener, size and connections:
 * replies stored per second flat out (every reply acknowledged), none of the acknowledged ones
 * lost in either phase, and the recruiter's search p95 while replies arrive at the budget's steady
 * rate against idle (only when the listener kept that rate). The run of the other layout is
 * named beside it, never checked.
 */
export function inboundChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.inbound;
  const who = `${limits.replies.toLocaleString('en')} replies over ${limits.connections} SMTP connections, ${limits.database}, ${LISTENER_LABEL[limits.listener]}`;
  const rate = { id: 'inbound.rate', label: `${who}: stored`, limit: `≥ ${limits.minRepliesPerSecond} replies/s` };
  const lost = { id: 'inbound.lost', label: `${who}: acknowledged (250) and not in their threads`, limit: `≤ ${limits.maxLost} lost` };
  const search = {
    id: 'inbound.search',
    label: `${who}: search p95 while they arrive at ${limits.pacedRepliesPerSecond}/s`,
    limit: `≤ ${limits.maxSearchP95Ratio} × idle p95, the rate kept`,
  };
  const runs = results.inbound?.filter((candidate) => candidate.database === limits.database && candidate.replies >= limits.replies && candidate.connections === limits.connections) ?? [];
  const run = runs.find((candidate) => candidate.listener === limits.listener);
  if (!run) {
    return [rate, lost, search].map((row) => missing(row.id, row.label, row.limit, 'no inbound results at that size (npm run bench -- --only inbound)'));
  }
  const other = runs.find((candidate) => candidate.listener !== limits.listener);
  const otherRun = other === undefined ? '' : `; ${LISTENER_LABEL[other.listener]}: `;
  const refused = run.failed > 0 ? `; ${run.failed} not acknowledged${run.failures[0] === undefined ? '' : `, e.g. ${run.failures[0]}`}` : '';
  // The search figure counts only when the replies came at the budget's rate and the listener kept up with it.
  const pacedKept = run.paced.perSecond >= limits.pacedRepliesPerSecond && run.paced.repliesPerSecond >= 0.95 * run.paced.perSecond && run.paced.acknowledged === run.paced.replies;
  const statements = run.statementsPerReply === undefined ? '' : ` and ${run.statementsPerReply} database statements`;
  return [
    check(
      rate.id,
      rate.label,
      rate.limit,
      `${run.repliesPerSecond} replies/s`,
      run.repliesPerSecond >= limits.minRepliesPerSecond && run.acknowledged === run.replies,
      `${run.stored} of ${run.replies} stored in ${run.seconds} s${refused}; ${run.cpuMsPerReply} ms CPU${statements} per reply in the process with the listener; load average ${run.loadAverage}${other === undefined ? '' : `${otherRun}${other.repliesPerSecond} replies/s`}`,
    ),
    check(lost.id, lost.label, lost.limit, `${run.lost + run.paced.lost} of ${run.acknowledged + run.paced.acknowledged}`, run.lost + run.paced.lost <= limits.maxLost),
    check(
      search.id,
      search.label,
      search.limit,
      `${run.search.ratio} ×`,
      run.search.ratio <= limits.maxSearchP95Ratio && pacedKept,
      `p95 ${run.search.sending.p95Ms} ms over ${run.search.sending.samples} searches while ${run.paced.stored} replies arrived at ${run.paced.repliesPerSecond}/s (sent at ${run.paced.perSecond}/s), ${run.search.idle.p95Ms} ms over ${run.search.idle.samples} idle${other === undefined ? '' : `${otherRun}${other.search.ratio} ×`}`,
    ),
  ];
}
