import { z } from 'zod/mini';
import { searchRequestSchema } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { storeTestResume } from '../cv/testing';
import { searchResumes } from './search-resumes';
import { titleWords } from './title-coverage';

describe('the words of a query a title can hold', () => {
  it('takes plain and title-marked lexemes, whole and as prefixes', () => {
    expect(titleWords("'backend':A <-> 'develop':A")).toEqual({ whole: ['backend', 'develop'], prefixes: [] });
    expect(titleWords("'java' & 'dev':*")).toEqual({ whole: ['java'], prefixes: ['dev'] });
    expect(titleWords("'o''reilli':A | 'c\\\\':A")).toEqual({ whole: ["o'reilli", 'c\\'], prefixes: [] });
  });

  it('leaves out negated words and words asked of another section', () => {
    expect(titleWords("'java':C & !'junior' & 'lead'")).toEqual({ whole: ['lead'], prefixes: [] });
    expect(titleWords("'erlang' & !( 'elixir' | 'phoenix':*A ) & 'otp':AB")).toEqual({ whole: ['erlang', 'otp'], prefixes: [] });
    expect(titleWords("!'java':C")).toEqual({ whole: [], prefixes: [] });
  });
});

/** Ranking by how much of the title the query covers, a listed role at a time (both databases). */
describeEachDatabase('title coverage in ranking', (getDb) => {
  const titles = async (text: string): Promise<string[]> => {
    const response = await searchResumes(getDb(), z.parse(searchRequestSchema, { text, perPage: 20 }), { userId: null, teamId: null });
    return response.items.map((item) => item.title);
  };
  const LONG = 'Owned the backend of the payments platform, its reviews, hiring and on-call. '.repeat(40);

  beforeAll(async () => {
    const db = getDb();
    // The better-filled CVs (higher quality) have the less covered titles: quality alone would rank them first.
    const full = { email: 'x@example.test', phone: '+79990000000', summary: 'Backend services in Go and PostgreSQL.', location: { city: 'Москва' } };
    await storeTestResume(db, { basics: { name: 'Senior', label: 'Senior Backend Developer', ...full }, skills: [{ name: 'Go' }, { name: 'PostgreSQL' }] });
    await storeTestResume(db, { basics: { name: 'Junior', label: 'Junior Backend Developer (Go)', ...full }, skills: [{ name: 'Go' }] });
    await storeTestResume(db, {
      basics: { name: 'Roles', label: 'Backend Developer, Team Lead, Solution Architect', summary: LONG },
      work: [{ name: 'Ozon', position: 'Team Lead', startDate: '2020-01', summary: LONG }],
    });
    await storeTestResume(db, { basics: { name: 'Elsewhere', label: 'Analyst', ...full, summary: 'Worked with a backend developer.' } });
  }, 120_000);

  it('a title listing several roles ranks by the role the query names, above longer single titles', async () => {
    expect(await titles('title:"backend developer"')).toEqual([
      'Backend Developer, Team Lead, Solution Architect',
      'Senior Backend Developer',
      'Junior Backend Developer (Go)',
    ]);
  });

  it('the sections still rank as tiers: the least covered title above a match in the text', async () => {
    expect(await titles('"backend developer"')).toEqual([
      'Backend Developer, Team Lead, Solution Architect',
      'Senior Backend Developer',
      'Junior Backend Developer (Go)',
      'Analyst',
    ]);
  });

  it('a phrase does not run from one listed role into the next', async () => {
    expect(await titles('title:"developer team"')).toEqual([]);
    expect(await titles('title:"team lead"')).toEqual(['Backend Developer, Team Lead, Solution Architect']);
  });
});
