import type { PublicVacancy, TeamVacancy } from '@platform/contract';

/** An open vacancy as its public page shows it: a whole answer, so the API client's contract check passes. */
export function publicVacancyFixture(overrides: Partial<PublicVacancy> = {}): PublicVacancy {
  return {
    id: 7,
    teamName: 'Acme',
    title: 'Go developer',
    description: 'Write Go services.',
    city: 'Berlin',
    remote: true,
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 'EUR',
    status: 'open',
    skills: ['Go', 'PostgreSQL'],
    employmentType: 'contract',
    level: 'senior',
    updatedAt: '2024-05-01T10:00:00Z',
    retentionMonths: 24,
    ...overrides,
  };
}

/** The same vacancy as its own team sees it, with its counters. */
export function teamVacancyFixture(overrides: Partial<TeamVacancy> = {}): TeamVacancy {
  return { ...publicVacancyFixture(), canManage: true, createdAt: '2024-04-01T10:00:00Z', views: 12, applications: 3, mailings: 1, newApplications: 2, unreadMessages: 0, ...overrides };
}
