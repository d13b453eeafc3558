import sample from '@jsonresume/schema/sample.resume.json';
import { validateResume } from './json-resume';

describe('validateResume', () => {
  it('accepts the published sample resume', () => {
    const result = validateResume(sample);
    expect(result.ok).toBe(true);
  });

  it('reports each problem with its dotted path, under the given prefix', () => {
    const result = validateResume(
      { basics: { name: 'A', email: 'not-an-email' }, work: [{ startDate: 'last spring' }], skills: 'many' },
      'resumes.2',
    );
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['resumes.2.basics.email', 'resumes.2.work.0.startDate', 'resumes.2.skills']));
  });

  it('needs an object with a name', () => {
    expect(validateResume([])).toEqual({ ok: false, errors: [{ path: '', message: 'A JSON Resume document must be a JSON object.' }] });
    const nameless = validateResume({ basics: { label: 'Developer' } });
    expect(nameless.ok ? [] : nameless.errors.map((error) => error.path)).toEqual(['basics.name']);
  });

  it('checks the platform fields', () => {
    const result = validateResume({
      basics: { name: 'A' },
      'x-platform': { desiredSalary: { amount: -5, currency: 'GBP' }, jobSearchStatus: 'maybe' },
    });
    const paths = result.ok ? [] : result.errors.map((error) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['x-platform.desiredSalary.amount', 'x-platform.desiredSalary.currency', 'x-platform.jobSearchStatus']),
    );
  });

  it('returns the platform fields of a valid document', () => {
    const result = validateResume({
      basics: { name: 'A' },
      'x-platform': { desiredSalary: { amount: 100, currency: 'USD' }, remote: true },
    });
    expect(result.ok && result.value.platform).toEqual({ desiredSalary: { amount: 100, currency: 'USD' }, remote: true });
  });
});
