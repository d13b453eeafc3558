import type { PublicVacancy, TeamVacancy } from '@platform/contract';
import type { VacancyRow } from './queries';

/** A vacancy as anyone may see it on its public page and in the public list. */
export function toPublic(row: VacancyRow): PublicVacancy {
  return {
    id: row.id,
    teamName: row.team_name,
    title: row.title,
    description: row.description,
    city: row.city,
    remote: row.remote,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    currency: row.currency,
    status: row.status,
    skills: row.skills,
    employmentType: row.employment_type,
    level: row.level,
    updatedAt: row.updated_at.toISOString(),
    retentionMonths: row.retention_months,
  };
}

/** A vacancy as its team sees it: the public fields plus its counters. */
export function toTeamVacancy(row: VacancyRow): TeamVacancy {
  return {
    ...toPublic(row),
    canManage: true,
    createdAt: row.created_at.toISOString(),
    views: row.views,
    applications: row.applications,
    mailings: row.mailings,
    newApplications: row.new_applications,
    unreadMessages: Number(row.unread_messages),
  };
}
