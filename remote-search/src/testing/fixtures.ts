import type { SearchItem, SearchResponse, Session } from '@platform/contract';

export function makeItem(overrides: Partial<SearchItem> = {}): SearchItem {
  return {
    id: 1,
    type: 'internal',
    username: null,
    name: 'Anna Petrova',
    title: 'Senior Java developer',
    city: 'Москва',
    experienceMonths: 75,
    salary: { amount: 300000, currency: 'RUB' },
    relocation: false,
    remote: true,
    jobSearchStatus: 'active',
    topSkills: ['Java', 'Spring', 'PostgreSQL'],
    updatedAt: '2024-05-01T10:00:00.000Z',
    highlights: [],
    ...overrides,
  };
}

export function makeResponse(items: SearchItem[], overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    ignored: [],
    total: items.length,
    totalIsEstimate: false,
    page: 0,
    perPage: 20,
    items,
    facets: {
      city: [
        { value: 'Москва', label: 'Москва', count: 12, labels: { en: 'Moscow', ru: 'Москва' } },
        { value: 'Berlin', label: 'Berlin', count: 3 },
      ],
      skill: [{ value: 'Java', label: 'Java', count: 10 }],
      experience: [
        { value: '1-3', label: '1-3', count: 4 },
        { value: '6+', label: '6+', count: 8 },
      ],
      isEstimate: false,
    },
    tookMs: 42,
    ...overrides,
  };
}

export const RECRUITER: Session = {
  user: { id: 'u1', email: 'demo@example.com', name: 'Demo Recruiter', kind: 'recruiter' },
  team: { id: 't1', name: 'Demo team', role: 'owner', credits: 10 },
};
