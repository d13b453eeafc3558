import type { CvDuplicate, CvDuplicateReason, CvType } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { SqlParams, visibleTo } from '../../search';
import { duplicatesQuery } from './duplicate-sql';
import type { DuplicateProbe } from './probe';
import { phoneKey } from './probe';

interface DuplicateRow {
  id: number;
  type: CvType;
  name: string;
  title: string;
  city: string | null;
  mergeable: boolean;
  name_similarity: number;
  same_email: boolean;
  same_phone: boolean;
  same_city: boolean;
  same_employer: boolean;
}

function toDuplicate(row: DuplicateRow): CvDuplicate {
  const reasons: CvDuplicateReason[] = [];
  if (row.same_email) reasons.push('email');
  if (row.same_phone) reasons.push('phone');
  if (!row.same_email && !row.same_phone) {
    if (row.same_employer) reasons.push('name_employer');
    if (row.same_city) reasons.push('name_city');
  }
  return {
    type: row.type,
    id: Number(row.id),
    name: row.name,
    title: row.title,
    city: row.city,
    certainty: row.same_email || row.same_phone ? 'match' : 'possible',
    reasons,
    nameSimilarity: Math.round(Number(row.name_similarity) * 100) / 100,
    mergeable: row.mergeable,
  };
}

/** The likely duplicates of a probe among the CVs the team can see, matches first. */
export async function findDuplicates(db: Queryable, teamId: string, probe: DuplicateProbe): Promise<CvDuplicate[]> {
  const { sql, values } = duplicatesQuery(probe, teamId);
  const { rows } = await db.query<DuplicateRow>(sql, values);
  return rows.map(toDuplicate);
}

interface ProbeRow {
  id: number;
  email: string | null;
  phone: string | null;
  name: string;
  city_key: string | null;
  employers: string[];
  contacts_visible: boolean;
}

/**
 * The probe of a CV the team can see (in search, or as an applicant to one of its vacancies). Its contacts take part only where the team may see them:
 * comparing an unrevealed CV's e-mail with the team's would tell the team that e-mail.
 *
 * @throws ApiError 404 when the team cannot see the CV.
 */
export async function probeOfResume(db: Queryable, teamId: string, key: { type: CvType; id: number }): Promise<DuplicateProbe> {
  const params = new SqlParams();
  const team = params.bind(teamId);
  const { rows } = await db.query<ProbeRow>(
    `SELECT r.id, r.resume #>> '{basics,email}' AS email, r.resume #>> '{basics,phone}' AS phone, r.name, r.city_key,
            ARRAY(SELECT DISTINCT lower(btrim(w ->> 'name'))
                    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.resume -> 'work') = 'array' THEN r.resume -> 'work' ELSE '[]'::jsonb END) w
                   WHERE btrim(coalesce(w ->> 'name', '')) <> '') AS employers,
            (r.team_id = ${team}::uuid
              OR EXISTS (SELECT 1 FROM contact_reveals v WHERE v.resume_id = r.id AND v.team_id = ${team}::uuid)
              OR EXISTS (SELECT 1 FROM applications a JOIN vacancies j ON j.id = a.vacancy_id WHERE a.resume_id = r.id AND j.team_id = ${team}::uuid)) AS contacts_visible
       FROM resumes r
      WHERE r.id = ${params.bind(key.id)}::bigint AND r.type = ${params.bind(key.type)}
        AND (${visibleTo({ userId: null, teamId }, params)}
             -- An applicant's CV, hidden from search, is the team's to see on its application.
             OR EXISTS (SELECT 1 FROM applications a JOIN vacancies j ON j.id = a.vacancy_id WHERE a.resume_id = r.id AND j.team_id = ${team}::uuid))`,
    params.values,
  );
  const row = rows[0];
  if (row === undefined) throw new ApiError(404, 'not_found', 'This CV does not exist or is not available to you.');
  return {
    excludeId: Number(row.id),
    email: row.contacts_visible ? (row.email ?? '').trim().toLowerCase() : '',
    phone: row.contacts_visible ? phoneKey(row.phone ?? '') : '',
    name: row.name.trim().toLowerCase(),
    cityKey: row.city_key ?? '',
    employers: row.employers,
  };
}
