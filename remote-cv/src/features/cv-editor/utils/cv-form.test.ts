import { makeCvMe } from '../../../testing/fixtures';
import { cvFromForm, emptyCvForm, formFromCv } from './cv-form';
import { isFormPath } from './cv-form-schema';

describe('the CV form mapping', () => {
  const cv = makeCvMe({
    resume: {
      ...makeCvMe().resume,
      basics: { ...makeCvMe().resume.basics, phone: '+7 900 000-00-00', summary: 'Backend developer.' },
      education: [{ institution: 'MSU', area: 'Mathematics', studyType: 'Master', startDate: '2010-09-01', endDate: '2015', score: '5.0' }],
      languages: [{ language: 'English', fluency: 'C1', note: 'kept' }],
      projects: [{ name: 'Kept as it was' }],
      'x-platform': { desiredSalary: { amount: 6500, currency: 'EUR' }, relocation: true, remote: true, jobSearchStatus: 'not_looking' },
    },
  });

  it('sends an unchanged CV back exactly as it was loaded', () => {
    expect(cvFromForm(formFromCv(cv), cv)).toEqual({ username: cv.username, visibility: cv.visibility, resume: cv.resume });
  });

  it('shows every platform field as the CV has it', () => {
    expect(formFromCv(cv).resume['x-platform']).toEqual({
      jobSearchStatus: 'not_looking',
      desiredSalary: { amount: '6500', currency: 'EUR' },
      relocation: true,
      remote: true,
    });
  });

  it('lays edited education and languages over the saved entries, keeping their other fields', () => {
    const values = formFromCv(cv);
    values.resume.education = [{ ...values.resume.education[0]!, area: 'Computer science' }, { source: null, institution: 'Coursera', area: '', studyType: 'Course', startDate: '2020-01', endDate: '' }];
    values.resume.languages = [{ source: null, language: 'German', fluency: 'A2' }];
    const { resume } = cvFromForm(values, cv);
    expect(resume['education']).toEqual([
      { institution: 'MSU', area: 'Computer science', studyType: 'Master', startDate: '2010-09-01', endDate: '2015', score: '5.0' },
      { institution: 'Coursera', studyType: 'Course', startDate: '2020-01' },
    ]);
    expect(resume.languages).toEqual([{ language: 'German', fluency: 'A2' }]);
  });

  it('makes a new CV from the wizard without empty sections or texts', () => {
    const values = emptyCvForm({ name: 'Ivan', email: 'ivan@example.com' });
    values.username = 'ivan';
    expect(cvFromForm(values, null)).toEqual({
      username: 'ivan',
      visibility: 'public',
      resume: {
        basics: { name: 'Ivan', email: 'ivan@example.com' },
        'x-platform': { desiredSalary: null, relocation: false, remote: false, jobSearchStatus: 'active' },
      },
    });
  });

  it("knows which server error paths are the form's fields", () => {
    expect(['username', 'resume.basics.email', 'resume.work.0.startDate', 'resume.education.1.institution', 'resume.x-platform.desiredSalary.amount'].every(isFormPath)).toBe(true);
    expect(['resume.meta.version', 'resume.basics.profiles.0.url'].some(isFormPath)).toBe(false);
  });
});
