import type { Queryable } from '../../db/database';
import type { VacancyRow } from '../team';

/** An open vacancy as its public page shows it, with its team's name: the columns of a team's vacancy it shows. */
export type PublicVacancyRow = Pick<
  VacancyRow,
  'id' | 'title' | 'description' | 'city' | 'remote' | 'salary_min' | 'salary_max' | 'currency' | 'skills' | 'employment_type' | 'team_name' | 'created_at' | 'updated_at'
>;

/** The open vacancy `id`, or null: a draft or closed vacancy is not public (the app shows not found). */
export async function findOpenVacancy(db: Queryable, id: number): Promise<PublicVacancyRow | null> {
  const { rows } = await db.query<PublicVacancyRow>(
    `SELECT v.id, v.title, v.description, v.city, v.remote, v.salary_min, v.salary_max, v.currency, v.skills,
            v.employment_type, t.name AS team_name, v.created_at, v.updated_at
       FROM vacancies v JOIN teams t ON t.id = v.team_id
      WHERE v.id = $1 AND v.status = 'open'`,
    [id],
  );
  return rows[0] ?? null;
}

/** How many vacancies are open (the job board's description). */
export async function countOpenVacancies(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ open: number }>(`SELECT count(*) AS open FROM vacancies WHERE status = 'open'`);
  return Number(rows[0]?.open ?? 0);
}
