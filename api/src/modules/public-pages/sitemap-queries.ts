import type { Queryable } from '../../db/database';
import { SqlParams, visibleTo } from '../search';
import type { HeadPage } from './head-model';

/** One public page of the sitemap with when it last changed. */
export interface SitemapPage {
  page: HeadPage;
  lastModified: Date;
}

/** The sitemap's pages in order: the job board, then every open vacancy (by id), then every public CV (by username). */
export interface SitemapCounts {
  vacancies: number;
  cvs: number;
  /** When an open vacancy last changed: the board's last change (null: none is open). */
  boardModified: Date | null;
}

/** A public CV: its owner made it public under a username (a team's import never is). */
function publicCvCondition(params: SqlParams): string {
  return `r.username IS NOT NULL AND ${visibleTo({ userId: null, teamId: null }, params)}`;
}

export async function sitemapCounts(db: Queryable): Promise<SitemapCounts> {
  const params = new SqlParams();
  const { rows } = await db.query<{ vacancies: number; cvs: number; board_modified: Date | null }>(
    `SELECT (SELECT count(*) FROM vacancies WHERE status = 'open') AS vacancies,
            (SELECT count(*) FROM resumes r WHERE ${publicCvCondition(params)}) AS cvs,
            (SELECT max(updated_at) FROM vacancies WHERE status = 'open') AS board_modified`,
    params.values,
  );
  const row = rows[0];
  return { vacancies: Number(row?.vacancies ?? 0), cvs: Number(row?.cvs ?? 0), boardModified: row?.board_modified ?? null };
}

/**
 * Pages `[from, from + count)` of the sitemap's order ({@link SitemapCounts}): the board is
 * position 0, vacancy `i` is `1 + i`, CV `j` is `1 + vacancies + j`.
 */
export async function sitemapPages(db: Queryable, counts: SitemapCounts, from: number, count: number): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  let position = from;
  const end = from + count;
  if (position === 0 && end > 0) {
    pages.push({ page: { kind: 'job-board' }, lastModified: counts.boardModified ?? new Date() });
    position = 1;
  }
  const vacancyEnd = 1 + counts.vacancies;
  if (position < vacancyEnd && position < end) {
    const { rows } = await db.query<{ id: number; updated_at: Date }>(
      `SELECT id, updated_at FROM vacancies WHERE status = 'open' ORDER BY id LIMIT $1::int OFFSET $2::int`,
      [Math.min(end, vacancyEnd) - position, position - 1],
    );
    pages.push(...rows.map((row) => ({ page: { kind: 'vacancy', id: row.id } as const, lastModified: row.updated_at })));
    position = Math.min(end, vacancyEnd);
  }
  if (position >= vacancyEnd && position < end) {
    const params = new SqlParams();
    const where = publicCvCondition(params);
    const { rows } = await db.query<{ username: string; updated_at: Date }>(
      `SELECT r.username, r.updated_at FROM resumes r WHERE ${where}
        ORDER BY r.username LIMIT ${params.bind(Math.min(end, vacancyEnd + counts.cvs) - position)}::int OFFSET ${params.bind(position - vacancyEnd)}::int`,
      params.values,
    );
    pages.push(...rows.map((row) => ({ page: { kind: 'cv', username: row.username } as const, lastModified: row.updated_at })));
  }
  return pages;
}
