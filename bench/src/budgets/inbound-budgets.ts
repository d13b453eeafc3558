import type { BenchResults } from '../report/results';
import type { Budgets } from './budgets-schema';
import { type BudgetCheck, check, missing } from './check';

/**
 * The inbound budgets, on the run at the budget's database, size and connections: replies stored
 * per second (every reply acknowledged), none of the acknowledged ones lost, and the recruiter's
 * search p95 while they arrive against idle.
 */
export function inboundChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.inbound;
  const who = `${limits.replies.toLocaleString('en')} replies over ${limits.connections} SMTP connections, ${limits.database}`;
  const rate = { id: 'inbound.rate', label: `${who}: stored`, limit: `≥ ${limits.minRepliesPerSecond} replies/s` };
  const lost = { id: 'inbound.lost', label: `${who}: acknowledged (250) and not in their threads`, limit: `≤ ${limits.maxLost} lost` };
  const search = { id: 'inbound.search', label: `${who}: search p95 while they arrive`, limit: `≤ ${limits.maxSearchP95Ratio} × idle p95` };
  const run = results.inbound?.find((candidate) => candidate.database === limits.database && candidate.replies >= limits.replies && candidate.connections === limits.connections);
  if (!run) {
    return [rate, lost, search].map((row) => missing(row.id, row.label, row.limit, 'no inbound results at that size (npm run bench -- --only inbound)'));
  }
  const refused = run.failed > 0 ? `; ${run.failed} not acknowledged${run.failures[0] === undefined ? '' : `, e.g. ${run.failures[0]}`}` : '';
  return [
    check(
      rate.id,
      rate.label,
      rate.limit,
      `${run.repliesPerSecond} replies/s`,
      run.repliesPerSecond >= limits.minRepliesPerSecond && run.acknowledged === run.replies,
      `${run.stored} of ${run.replies} stored in ${run.seconds} s${refused}; ${run.cpuMsPerReply} ms CPU and ${run.statementsPerReply} database statements per reply in the API process; load average ${run.loadAverage}`,
    ),
    check(lost.id, lost.label, lost.limit, `${run.lost} of ${run.acknowledged}`, run.lost <= limits.maxLost),
    check(
      search.id,
      search.label,
      search.limit,
      `${run.search.ratio} ×`,
      run.search.ratio <= limits.maxSearchP95Ratio,
      `p95 ${run.search.sending.p95Ms} ms over ${run.search.sending.samples} searches while replies arrive, ${run.search.idle.p95Ms} ms over ${run.search.idle.samples} idle`,
    ),
  ];
}
