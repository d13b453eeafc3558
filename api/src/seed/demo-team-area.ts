import { DEFAULT_FAVOURITE_LIST_NAME, SCOUT_EXACT_COUNT_LIMIT } from '@platform/contract';
import { searchRequestSchema } from '@platform/contract';
import type { Database, Queryable } from '../db/database';
import { parseInput } from '../http/errors';
import { queueMails } from '../modules/mail';
import { takeSnapshot } from '../modules/search/match-snapshot';
import { DEMO_ACCOUNTS } from './demo-accounts';

interface DemoResume {
  id: number;
  type: 'internal' | 'imported';
  name: string;
  title: string;
  city: string | null;
  email: string | null;
}

const VACANCIES = [
  {
    title: 'Senior backend developer (Go)',
    description:
      'We build the payments core of a fintech product.\n\nTasks: design services in Go, PostgreSQL and Kafka; review code; mentor two developers.\n\nTeam: 8 engineers, product owner, QA. Hiring steps: a call, a technical interview, an offer.',
    city: 'Moscow',
    remote: true,
    salaryMin: 350_000,
    salaryMax: 450_000,
    currency: 'RUB',
    status: 'open',
  },
  {
    title: 'Frontend developer (React)',
    description: 'A design-system-driven React and TypeScript web app for recruiters. Remote within ±3 hours of Berlin.',
    city: 'Berlin',
    remote: true,
    salaryMin: 4_500,
    salaryMax: 6_000,
    currency: 'EUR',
    status: 'open',
  },
  {
    title: 'QA engineer',
    description: 'Draft: manual and automated testing of the mobile app.',
    city: 'Saint Petersburg',
    remote: false,
    salaryMin: null,
    salaryMax: null,
    currency: null,
    status: 'draft',
  },
] as const;

const APPLICANTS = [
  { name: 'Anna Smirnova', email: 'anna.smirnova@example.com', message: 'Five years of Go in payments; happy to talk.' },
  { name: 'Dmitry Volkov', email: 'dmitry.volkov@example.com', message: 'Interested in the role, CV attached.' },
  { name: 'Laura Becker', email: 'laura.becker@example.com', message: 'React and TypeScript for six years.' },
];

/** `n` days ago, as an SQL interval expression's parameter. */
const daysAgo = (days: number) => `${days} days`;

async function insertVacancies(tx: Queryable, teamId: string, userId: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, vacancy] of VACANCIES.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vacancies (team_id, title, description, city, remote, salary_min, salary_max, currency, status, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - $11::interval, now() - $11::interval) RETURNING id`,
      [teamId, vacancy.title, vacancy.description, vacancy.city, vacancy.remote, vacancy.salaryMin, vacancy.salaryMax, vacancy.currency, vacancy.status, userId, daysAgo(20 - index * 3)],
    );
    const id = rows[0]?.id;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

async function insertFunnel(tx: Queryable, openIds: number[]): Promise<void> {
  for (const [index, vacancyId] of openIds.entries()) {
    // Views spread over the last two weeks, so the analytics page has a funnel to draw.
    for (let day = 0; day < 14; day += 1) {
      const views = ((day * 7 + index * 3) % 5) + 1;
      for (let view = 0; view < views; view += 1) {
        await tx.query(`INSERT INTO vacancy_views (vacancy_id, created_at) VALUES ($1, now() - $2::interval)`, [vacancyId, daysAgo(day)]);
      }
    }
  }
  for (const [index, applicant] of APPLICANTS.entries()) {
    const vacancyId = openIds[index < 2 ? 0 : 1];
    if (vacancyId === undefined) continue;
    await tx.query(
      `INSERT INTO applications (vacancy_id, name, email, message, created_at) VALUES ($1, $2, $3, $4, now() - $5::interval)`,
      [vacancyId, applicant.name, applicant.email, applicant.message, daysAgo(index * 2 + 1)],
    );
  }
}

async function insertMailing(tx: Queryable, teamId: string, userId: string, vacancyId: number, resumes: DemoResume[]): Promise<void> {
  const recipients = resumes.slice(0, 4).filter((resume) => resume.email !== null);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mailings (vacancy_id, team_id, created_by, subject, body, source, source_detail, recipients, sent, skipped, created_at)
     VALUES ($1, $2, $3, $4, $5, 'favourites', $6, $7, $7, 0, now() - interval '3 days') RETURNING id`,
    [
      vacancyId,
      teamId,
      userId,
      'Senior Go role in payments',
      'Hello {name}!\n\nWe are hiring for {vacancy}. Would a 15-minute call this week work for you?',
      JSON.stringify({ list: 'default' }),
      recipients.length,
    ],
  );
  const mailingId = rows[0]?.id;
  if (mailingId === undefined) return;
  // Queued like any mailing: the first start's job runner delivers them (to the outbox by default).
  const queued = await queueMails(
    tx,
    recipients.map((recipient) => ({
      to: { email: recipient.email ?? '', name: recipient.name },
      template: 'mailing',
      locale: 'en' as const,
      variables: { subject: 'Senior Go role in payments', body: `Hello ${recipient.name}!\n\nWe are hiring for Senior Go developer. Would a 15-minute call this week work for you?` },
      idempotencyKey: `mailing:${mailingId}:${recipient.id}`,
      resumeId: recipient.id,
    })),
  );
  for (const [index, recipient] of recipients.entries()) {
    await tx.query(
      'INSERT INTO mailing_recipients (mailing_id, resume_id, resume_type, name, message_id) VALUES ($1, $2, $3, $4, $5)',
      [mailingId, recipient.id, recipient.type, recipient.name, queued[index]?.id ?? null],
    );
  }
}

async function insertFavouritesAndScouts(tx: Queryable, viewer: { userId: string; teamId: string }, resumes: DemoResume[]): Promise<void> {
  const { userId } = viewer;
  const lists: Array<[string, DemoResume[]]> = [
    [DEFAULT_FAVOURITE_LIST_NAME, resumes.slice(0, 4)],
    ['Backend shortlist', resumes.slice(2, 5)],
  ];
  for (const [list, items] of lists) {
    const created = await tx.query<{ id: number }>(
      `INSERT INTO favourite_lists (user_id, name, is_default) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, list, list === DEFAULT_FAVOURITE_LIST_NAME],
    );
    const listId = created.rows[0]?.id;
    if (listId === undefined) continue;
    for (const resume of items) {
      await tx.query(
        `INSERT INTO favourites (user_id, list_id, resume_type, resume_id, name, title, city) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING`,
        [userId, listId, resume.type, resume.id, resume.name, resume.title, resume.city ?? ''],
      );
    }
  }
  const noted = resumes[2];
  if (noted !== undefined) {
    await tx.query(
      `INSERT INTO favourite_notes (user_id, resume_type, resume_id, note) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [userId, noted.type, noted.id, 'Strong on PostgreSQL; call after the 15th.'],
    );
  }
  const scouts = [
    { name: 'Go developers, remote', criteria: { text: 'go OR golang', filters: { remote: true } } },
    { name: 'React in Berlin', criteria: { text: 'react', filters: { city: ['Berlin'] } } },
  ];
  for (const scout of scouts) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO scouts (user_id, name, criteria, last_run_at) VALUES ($1, $2, $3, now() - interval '1 day') RETURNING id`,
      [userId, scout.name, JSON.stringify(scout.criteria)],
    );
    const scoutId = rows[0]?.id;
    if (scoutId === undefined) continue;
    // A first run (every match new): the match set as the search finds it now.
    const criteria = parseInput(searchRequestSchema, { ...scout.criteria, page: 0, perPage: 1 });
    const figures = await takeSnapshot(tx, criteria, viewer, { since: null, countLimit: SCOUT_EXACT_COUNT_LIMIT });
    await tx.query(
      `INSERT INTO scout_runs (scout_id, user_id, criteria, total, total_is_estimate, new_count, new_count_is_estimate, last_resume_id, as_of, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, now() - interval '1 day')`,
      [
        scoutId,
        userId,
        JSON.stringify(scout.criteria),
        figures.total,
        figures.totalIsEstimate,
        figures.newCount,
        figures.newCountIsEstimate,
        figures.boundary.lastId,
        figures.boundary.asOf,
      ],
    );
  }
}

/**
 * Demo data of the team and user areas for the demo recruiter: vacancies (two open, one draft)
 * with views and applications, a sent mailing, favourites in two lists, two scouts with a run each
 * (the match set of their criteria now). (Education progress: `seedDemoEducation`.) CV-based parts use the demo CVs, so this seeder runs after
 * the one that loads them (with no CVs it still seeds vacancies and applications).
 * Skips everything when the demo team already has vacancies.
 */
export async function seedDemoTeamArea(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; team_id: string }>(
      `SELECT u.id AS user_id, m.team_id FROM users u JOIN team_members m ON m.user_id = u.id WHERE lower(u.email) = lower($1)`,
      [DEMO_ACCOUNTS.recruiter.email],
    );
    const demo = rows[0];
    if (demo === undefined) return;
    const existing = await tx.query('SELECT 1 FROM vacancies WHERE team_id = $1 LIMIT 1', [demo.team_id]);
    if (existing.rowCount > 0) return;

    const { rows: resumes } = await tx.query<DemoResume>(
      `SELECT id, type, name, title, city, resume->'basics'->>'email' AS email FROM resumes WHERE type = 'internal' AND visibility = 'public' ORDER BY id LIMIT 9`,
    );
    const vacancyIds = await insertVacancies(tx, demo.team_id, demo.user_id);
    const openIds = vacancyIds.slice(0, 2);
    await insertFunnel(tx, openIds);
    const firstOpen = openIds[0];
    if (firstOpen !== undefined && resumes.length > 0) await insertMailing(tx, demo.team_id, demo.user_id, firstOpen, resumes);
    if (resumes.length > 0) await insertFavouritesAndScouts(tx, { userId: demo.user_id, teamId: demo.team_id }, resumes);
  });
}
