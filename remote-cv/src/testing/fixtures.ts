import type { CvMe, ResumeDetails, Session } from '@platform/contract';

export function makeDetails(overrides: Partial<ResumeDetails> = {}): ResumeDetails {
  return {
    id: 7,
    type: 'internal',
    username: 'anna',
    visibility: 'public',
    name: 'Anna Petrova',
    title: 'Senior Java developer',
    city: 'Москва',
    cityLabels: { en: 'Moscow', ru: 'Москва' },
    experienceMonths: 75,
    salary: { amount: 300000, currency: 'RUB' },
    relocation: true,
    remote: false,
    jobSearchStatus: 'open',
    skills: ['Java', 'Spring', 'PostgreSQL'],
    updatedAt: '2024-05-01T10:00:00.000Z',
    resume: {
      basics: { name: 'Anna Petrova', label: 'Senior Java developer', summary: 'I build payment systems.' },
      work: [
        { name: 'Old Bank', position: 'Java developer', startDate: '2015-01', endDate: '2018-12', summary: 'Core banking.' },
        { name: 'Fintech Ltd', position: 'Senior Java developer', startDate: '2019-02', endDate: '2020-04', highlights: ['Led 4 people'] },
      ],
      education: [{ institution: 'MSU', area: 'Computer science', studyType: 'Master', startDate: '2009', endDate: '2014' }],
      languages: [
        { language: 'English', fluency: 'c1' },
        { language: 'Russian', fluency: 'Native speaker' },
      ],
      certificates: [{ name: 'Oracle Certified Professional', issuer: 'Oracle', date: '2020-06-01', url: 'javascript:alert(1)' }],
      projects: [{ name: 'Open ledger', description: 'An accounting library.', url: 'https://example.org/ledger' }],
    },
    contacts: null,
    contactsRevealed: false,
    canRevealContacts: false,
    revealCost: 1,
    isOwner: false,
    ...overrides,
  };
}

export function makeCvMe(overrides: Partial<CvMe> = {}): CvMe {
  return {
    id: 7,
    type: 'internal',
    username: 'anna',
    visibility: 'public',
    experienceMonths: 75,
    updatedAt: '2024-05-01T10:00:00.000Z',
    resume: {
      basics: {
        name: 'Anna Petrova',
        label: 'Senior Java developer',
        email: 'anna@example.com',
        location: { city: 'Москва', countryCode: 'RU' },
        profiles: [{ network: 'GitHub', username: 'anna' }],
      },
      work: [{ name: 'Fintech Ltd', position: 'Senior Java developer', startDate: '2019-02-15', highlights: ['Led 4 people'] }],
      skills: [{ name: 'Java', level: 'Expert', keywords: ['JVM'] }],
      education: [{ institution: 'MSU' }],
      'x-platform': { desiredSalary: { amount: 300000, currency: 'RUB' }, relocation: true, remote: false, jobSearchStatus: 'open' },
    },
    ...overrides,
  };
}

export const RECRUITER: Session = {
  user: { id: 'u1', email: 'demo@example.com', name: 'Demo Recruiter', kind: 'recruiter' },
  team: { id: 't1', name: 'Demo team', role: 'owner', credits: 3 },
};

export const CANDIDATE: Session = {
  user: { id: 'u2', email: 'anna@example.com', name: 'Anna Petrova', kind: 'candidate' },
  team: null,
};
