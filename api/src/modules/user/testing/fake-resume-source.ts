import { ApiError } from '../../../http/errors';
import type { MatchBoundary, ResumeRecipient, ResumeRef, ResumeSource, ResumeSummary } from '../../search';

/** A CV the fake knows: a summary, an e-mail (or none) and the time it was last updated (default: long ago). */
export interface FakeResume extends ResumeSummary {
  email: string | null;
  updatedAt?: Date;
}

const LONG_AGO = new Date(0);
const updatedAt = (resume: FakeResume) => resume.updatedAt ?? LONG_AGO;
const within = (resume: FakeResume, boundary: MatchBoundary) => resume.id <= boundary.lastId && updatedAt(resume) <= boundary.asOf;
const changedSince = (resume: FakeResume, since: MatchBoundary | null) => since === null || !within(resume, since);

/** An in-memory {@link ResumeSource} for tests; `resumes` may be changed between calls. */
export interface FakeResumeSource extends ResumeSource {
  resumes: FakeResume[];
  /** The criteria of every search, in order. */
  searches: Array<Record<string, unknown>>;
  /** `matches` fails this many more times (a database fault, for retries). */
  failNext: number;
}

const same = (a: ResumeRef, b: ResumeRef) => a.type === b.type && a.id === b.id;

/**
 * A fake CV source: `search`, `matches` and the snapshots match CVs whose name or title contains
 * `criteria.text` (case insensitive; every CV without text), newest update (then highest id)
 * first, with the search module's snapshot rules; the text `"invalid"` fails as the search module
 * fails bad criteria.
 */
export function createFakeResumeSource(resumes: FakeResume[] = []): FakeResumeSource {
  const match = (criteria: Record<string, unknown>): FakeResume[] => {
    const text = typeof criteria.text === 'string' ? criteria.text.toLowerCase() : '';
    if (text === 'invalid') {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'text', message: 'Unbalanced parenthesis.' }]);
    }
    return source.resumes
      .filter((resume) => text === '' || `${resume.name} ${resume.title}`.toLowerCase().includes(text))
      .sort((a, b) => updatedAt(b).getTime() - updatedAt(a).getTime() || b.id - a.id);
  };
  const source: FakeResumeSource = {
    resumes,
    searches: [],
    failNext: 0,
    async search(criteria, { limit }) {
      source.searches.push(criteria);
      const matches = match(criteria);
      return { total: matches.length, items: matches.slice(0, limit).map(({ email: _email, ...summary }) => summary) };
    },
    async matches(criteria, { limit }) {
      source.searches.push(criteria);
      if (source.failNext > 0) {
        source.failNext -= 1;
        throw new Error('the search database is unreachable');
      }
      const matches = match(criteria);
      return { total: matches.length, totalIsEstimate: false, items: matches.slice(0, limit).map(({ type, id }) => ({ type, id })) };
    },
    async snapshot(criteria, { since }) {
      source.searches.push(criteria);
      if (source.failNext > 0) {
        source.failNext -= 1;
        throw new Error('the search database is unreachable');
      }
      const boundary = { lastId: Math.max(0, ...source.resumes.map((resume) => resume.id)), asOf: new Date() };
      const matches = match(criteria).filter((resume) => within(resume, boundary));
      const newCount = matches.filter((resume) => changedSince(resume, since)).length;
      return { boundary, total: matches.length, totalIsEstimate: false, newCount, newCountIsEstimate: false };
    },
    async snapshotPage(criteria, { boundary, since, offset, limit, onlyNew }) {
      const matches = match(criteria)
        .filter((resume) => within(resume, boundary))
        .map((resume) => ({ type: resume.type, id: resume.id, isNew: changedSince(resume, since) }))
        .filter((item) => item.isNew || onlyNew !== true);
      // New first; the sort is stable, so each part keeps the newest-update order.
      return matches.sort((a, b) => Number(b.isNew) - Number(a.isNew)).slice(offset, offset + limit);
    },
    async find(refs) {
      return source.resumes.filter((resume) => refs.some((ref) => same(ref, resume))).map(({ email: _email, ...summary }) => summary);
    },
    async recipients(refs): Promise<ResumeRecipient[]> {
      return source.resumes.filter((resume) => refs.some((ref) => same(ref, resume)));
    },
  };
  return source;
}
