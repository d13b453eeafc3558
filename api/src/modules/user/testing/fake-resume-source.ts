import { ApiError } from '../../../http/errors';
import type { ResumeRecipient, ResumeRef, ResumeSource, ResumeSummary } from '../resume-source';

/** A CV the fake knows: a summary, an e-mail (or none) and the time it was last updated. */
export interface FakeResume extends ResumeSummary {
  email: string | null;
}

/** An in-memory {@link ResumeSource} for tests; `resumes` may be changed between calls. */
export interface FakeResumeSource extends ResumeSource {
  resumes: FakeResume[];
  /** The criteria of every search, in order. */
  searches: Array<Record<string, unknown>>;
}

const same = (a: ResumeRef, b: ResumeRef) => a.type === b.type && a.id === b.id;

/**
 * A fake CV source: `search` matches CVs whose name or title contains `criteria.text` (case
 * insensitive; every CV without text), newest (highest id) first; the text `"invalid"` fails as
 * the search module fails bad criteria.
 */
export function createFakeResumeSource(resumes: FakeResume[] = []): FakeResumeSource {
  const source: FakeResumeSource = {
    resumes,
    searches: [],
    async search(criteria, { limit }) {
      source.searches.push(criteria);
      const text = typeof criteria.text === 'string' ? criteria.text.toLowerCase() : '';
      if (text === 'invalid') {
        throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'text', message: 'Unbalanced parenthesis.' }]);
      }
      const matches = source.resumes
        .filter((resume) => text === '' || `${resume.name} ${resume.title}`.toLowerCase().includes(text))
        .sort((a, b) => b.id - a.id);
      return { total: matches.length, items: matches.slice(0, limit).map(({ email: _email, ...summary }) => summary) };
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
