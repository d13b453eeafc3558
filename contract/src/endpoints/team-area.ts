import { ANALYTICS_ENDPOINTS } from './analytics';
import { APPLICATION_ENDPOINTS } from './applications';
import { CONVERSATION_ENDPOINTS } from './conversation';
import type { Endpoint } from './endpoint';
import { INTERVIEW_ENDPOINTS } from './interviews';
import { MAILING_ENDPOINTS } from './mailings';
import { SCORECARD_ENDPOINTS } from './scorecards';
import { VACANCY_ENDPOINTS } from './vacancies';

export * from './vacancies';
export * from './applications';
export * from './conversation';
export * from './interviews';
export * from './mailings';
export * from './analytics';
export * from './scorecards';

/** The team area's pipeline endpoints: vacancies, applications, mailings and analytics. */
export const TEAM_AREA_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(VACANCY_ENDPOINTS),
  ...Object.values(APPLICATION_ENDPOINTS),
  ...Object.values(CONVERSATION_ENDPOINTS),
  ...Object.values(INTERVIEW_ENDPOINTS),
  ...Object.values(MAILING_ENDPOINTS),
  ...Object.values(ANALYTICS_ENDPOINTS),
  ...Object.values(SCORECARD_ENDPOINTS),
];
