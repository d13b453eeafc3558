import { describeEachDatabase } from '../../db/testing';
import { reindexStaleResumes } from './reindex';
import { ENTRY_GAP, SEARCH_VERSION } from './resume-row';
import { storeTestResume } from './testing';

/** A CV indexed by an older layout is rewritten at start, once, in the current one (both databases). */
describeEachDatabase('re-indexing stale CVs', (getDb) => {
  it('rewrites a vector of an older layout (a title of several roles as one entry) and leaves current ones alone', async () => {
    const db = getDb();
    const id = await storeTestResume(db, { basics: { name: 'Roles', label: 'Backend Developer, Team Lead' } });
    const matches = async (phrase: string): Promise<boolean> => {
      const { rows } = await db.query<{ hit: boolean }>(
        `SELECT search_vector @@ phraseto_tsquery('russian', $2) AS hit FROM resumes WHERE id = $1`,
        [id, phrase],
      );
      return rows[0]?.hit === true;
    };
    // As layout 2 wrote it: the whole title one entry, so a phrase ran from one role into the next.
    await db.query(
      `UPDATE resumes SET search_version = 2,
              search_vector = resume_search_vector($2, '', '', '', '', '', '') WHERE id = $1`,
      [id, `${ENTRY_GAP}backend developer team lead`],
    );
    expect(await matches('developer team')).toBe(true);

    expect(await reindexStaleResumes(db)).toBe(1);
    expect(await matches('developer team')).toBe(false);
    expect(await matches('team lead')).toBe(true);
    const { rows } = await db.query<{ search_version: number }>('SELECT search_version FROM resumes WHERE id = $1', [id]);
    expect(rows[0]?.search_version).toBe(SEARCH_VERSION);
    expect(await reindexStaleResumes(db)).toBe(0);
  });
});
