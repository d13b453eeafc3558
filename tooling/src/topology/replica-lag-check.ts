import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../../api/src/db/database';
import { validateResume } from '../../../api/src/modules/cv/json-resume';
import { buildResumeRow } from '../../../api/src/modules/cv/resume-row';
import { insertResumes } from '../../../api/src/modules/cv/resume-store';
import type { TopologyProcess } from './api-processes';

/** What pausing the replica's replay showed. */
export interface ReplicaLagCheck {
  /** A search right after the CV was saved did not find it: the searches read the paused replica. */
  missedWhileFresh: boolean;
  /** From the save until a search through nginx found it: reads had moved to the primary. */
  foundAfterMs: number;
  /** From resuming the replay until every API process read from the replica again. */
  backOnReplicaMs: number;
}

const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';

async function searchTotal(origin: string, text: string): Promise<number> {
  const response = await fetch(`${origin}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    // No typo correction: an unknown word must find nothing, not a look-alike.
    body: JSON.stringify({ text, correct: false }),
  });
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  return z.object({ total: z.number() }).parse(await response.json()).total;
}

/**
 * Pauses the replica's replay (`pg_wal_replay_pause()`), saves a CV with a word no other CV has on
 * the primary, and searches for it through nginx until it is found: the API processes read from
 * the replica, so they find it only once they judge the replica too far behind
 * (`DATABASE_READ_MAX_LAG_MS`) and read from the primary. Then resumes the replay and waits until
 * every API process says its reads went back to the replica.
 */
export async function checkReplicaLag(options: { origin: string; primary: Database; replicaUrl: string; apis: readonly TopologyProcess[] }): Promise<ReplicaLagCheck> {
  const replica = new pg.Client({ connectionString: options.replicaUrl });
  await replica.connect();
  try {
    const toPrimary = Promise.all(options.apis.map((api) => api.nextLine(/reads now go to the primary/, 60_000)));
    await replica.query('SELECT pg_wal_replay_pause()');
    const word = `lagword${Date.now().toString(36)}`;
    const validation = validateResume({ basics: { name: 'Lena Lag', label: `Replica tester ${word}` } });
    if (!validation.ok) throw new Error('invalid CV');
    const saved = performance.now();
    await insertResumes(options.primary, [
      buildResumeRow(validation.value, { type: 'internal', username: null, ownerUserId: null, teamId: null, visibility: 'public', isDemo: false, updatedAt: new Date() }),
    ]);
    const missedWhileFresh = (await searchTotal(options.origin, word)) === 0;
    const deadline = performance.now() + 60_000;
    while ((await searchTotal(options.origin, word)) === 0) {
      if (performance.now() > deadline) throw new Error('the CV saved on the primary was not found within 60 s while the replica was paused');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const foundAfterMs = Math.round(performance.now() - saved);
    await toPrimary;

    const toReplica = Promise.all(options.apis.map((api) => api.nextLine(/reads now go to the replica/, 60_000)));
    const resumed = performance.now();
    await replica.query('SELECT pg_wal_replay_resume()');
    await toReplica;
    return { missedWhileFresh, foundAfterMs, backOnReplicaMs: Math.round(performance.now() - resumed) };
  } finally {
    // Never leave the replica paused, whatever failed.
    await replica.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await replica.end();
  }
}
