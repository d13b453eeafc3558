import { SqlParams, visibleTo } from '../../search';
import type { DuplicateProbe } from './probe';

/**
 * Names at least this similar (pg_trgm similarity of the lower-case names, 0..1) with the same
 * employer or city make a possible duplicate: "Иван Петров" and "Петров Иван Сергеевич" are 0.6.
 */
export const NAME_SIMILARITY_MIN = 0.55;

/** At most this many duplicates are answered, matches first. */
export const DUPLICATES_LIMIT = 20;

/** Index expressions of migration 149: the query must repeat them exactly for the indexes to serve it. */
const EMAIL = (alias: string) => `lower(btrim(${alias}.resume #>> '{basics,email}'))`;
const PHONE_DIGITS = (alias: string) => `regexp_replace(${alias}.resume #>> '{basics,phone}', '[^0-9]', '', 'g')`;
const PHONE = (alias: string) => `right(${PHONE_DIGITS(alias)}, 10)`;

/**
 * The likely duplicates of `probe` among the CVs `teamId` can see (public platform CVs and its own
 * imports; another team's imports never take part). Contacts are compared only where the team may
 * see them (its imports, contacts it revealed, applicants to its vacancies): the answer must not
 * tell a team the e-mail of a CV whose contacts it has not paid for.
 */
export function duplicatesQuery(probe: DuplicateProbe, teamId: string): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  const team = params.bind(teamId);
  const candidates: string[] = [];
  const email = probe.email === '' ? null : params.bind(probe.email);
  const phone = probe.phone === '' ? null : params.bind(probe.phone);
  const name = probe.name === '' ? null : params.bind(probe.name);
  if (email !== null) candidates.push(`SELECT c.id FROM resumes c WHERE ${EMAIL('c')} = ${email} AND c.resume #>> '{basics,email}' <> ''`);
  if (phone !== null) candidates.push(`SELECT c.id FROM resumes c WHERE ${PHONE('c')} = ${phone} AND length(${PHONE_DIGITS('c')}) >= 10`);
  if (name !== null) candidates.push(`SELECT c.id FROM resumes c WHERE lower(c.name) % ${name}`);
  if (candidates.length === 0) return { sql: 'SELECT NULL WHERE false', values: [] };
  const contactsVisible = `(r.team_id = ${team}::uuid
      OR EXISTS (SELECT 1 FROM contact_reveals v WHERE v.resume_id = r.id AND v.team_id = ${team}::uuid)
      OR EXISTS (SELECT 1 FROM applications a JOIN vacancies j ON j.id = a.vacancy_id WHERE a.resume_id = r.id AND j.team_id = ${team}::uuid))`;
  // coalesce: a CV without an e-mail compares as NULL, which would sort before the matches.
  const sameEmail = email === null ? 'false' : `coalesce(${EMAIL('r')} = ${email} AND ${contactsVisible}, false)`;
  const samePhone = phone === null ? 'false' : `coalesce(${PHONE('r')} = ${phone} AND ${contactsVisible}, false)`;
  const similarity = name === null ? '0' : `similarity(lower(r.name), ${name})`;
  const sameCity = probe.cityKey === '' ? 'false' : `coalesce(r.city_key = ${params.bind(probe.cityKey)}, false)`;
  const sameEmployer =
    probe.employers.length === 0
      ? 'false'
      : `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.resume -> 'work') = 'array' THEN r.resume -> 'work' ELSE '[]'::jsonb END) w
                  WHERE lower(btrim(w ->> 'name')) = ANY(${params.bind(probe.employers)}::text[]))`;
  const exclude = probe.excludeId === null ? '' : `AND r.id <> ${params.bind(probe.excludeId)}::bigint`;
  const viewer = visibleTo({ userId: null, teamId }, params);
  const sql = `
    SELECT id, type, name, title, city, mergeable, name_similarity, same_email, same_phone, same_city, same_employer
      FROM (SELECT r.id, r.type, r.name, r.title, r.city,
                   (r.type = 'imported' AND r.team_id = ${team}::uuid) AS mergeable,
                   ${similarity}::float8 AS name_similarity,
                   ${sameEmail} AS same_email, ${samePhone} AS same_phone,
                   ${sameCity} AS same_city, ${sameEmployer} AS same_employer
              FROM resumes r
             WHERE r.id IN (${candidates.join(' UNION ')}) AND ${viewer} ${exclude}) AS found
     WHERE same_email OR same_phone OR (name_similarity >= ${params.bind(NAME_SIMILARITY_MIN)}::float8 AND (same_city OR same_employer))
     ORDER BY (same_email OR same_phone) DESC, name_similarity DESC, id
     LIMIT ${DUPLICATES_LIMIT}`;
  return { sql, values: params.values };
}
