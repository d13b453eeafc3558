import { experienceMonths } from '../experience';
import { validateResume } from '../json-resume';
import { generateDemoCv } from './generate';

describe('generateDemoCv', () => {
  it('gives the same CV for the same index, whatever was generated before', () => {
    const first = generateDemoCv(1234);
    generateDemoCv(7);
    expect(generateDemoCv(1234)).toEqual(first);
    expect(generateDemoCv(1235)).not.toEqual(first);
  });

  it('makes valid JSON Resume documents, half English and half Russian', () => {
    const cvs = Array.from({ length: 200 }, (_, index) => generateDemoCv(index));
    for (const cv of cvs) {
      const result = validateResume({ ...cv.resume, 'x-platform': cv.platform });
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
    expect(cvs.filter((cv) => cv.locale === 'ru')).toHaveLength(100);
    const russian = cvs.filter((cv) => cv.locale === 'ru').map((cv) => cv.resume.basics?.summary ?? '');
    expect(russian.every((summary) => /[а-яё]/i.test(summary))).toBe(true);
  });

  it('draws realistic data: experience, skills, languages with CEFR levels, salaries', () => {
    const cvs = Array.from({ length: 300 }, (_, index) => generateDemoCv(index));
    const now = new Date('2025-06-15T00:00:00Z');
    for (const cv of cvs) {
      expect(experienceMonths(cv.resume.work ?? [], now)).toBeGreaterThan(0);
      expect(cv.resume.skills?.length).toBeGreaterThanOrEqual(5);
      for (const language of cv.resume.languages ?? []) expect(language.fluency).toMatch(/[ABC][12]|Native|Родной/);
    }
    const skills = new Set(cvs.flatMap((cv) => (cv.resume.skills ?? []).map((skill) => skill.name)));
    expect([...skills]).toEqual(expect.arrayContaining(['C++', 'C#', '.NET', 'Node.js']));
    const cities = new Set(cvs.map((cv) => cv.resume.basics?.location?.city));
    expect([...cities]).toEqual(expect.arrayContaining(['Москва', 'Санкт-Петербург', 'Berlin', 'London']));
    const currencies = new Set(cvs.flatMap((cv) => (cv.platform.desiredSalary ? [cv.platform.desiredSalary.currency] : [])));
    expect([...currencies].sort()).toEqual(['EUR', 'RUB', 'USD']);
  });
});
