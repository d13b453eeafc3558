import type {
  Currency,
  CvType,
  CvVisibility,
  JobSearchStatus,
  JsonResume,
  ResumeContacts,
  ResumeDetails,
  RevealContactsResponse,
  Session,
  SessionTeam,
} from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { cityLabelsOf } from '../../text/cities';
import { SqlParams, visibleTo } from '../search';
import { validateResume } from './json-resume';

/** A CV as its URL names it, or by its owner's username. */
export type ResumeKey = { type: CvType; id: number } | { username: string };

interface DetailsRow {
  id: number;
  type: CvType;
  username: string | null;
  visibility: CvVisibility;
  owner_user_id: string | null;
  team_id: string | null;
  resume: unknown;
  name: string;
  title: string;
  city: string | null;
  experience_months: number;
  salary: number | null;
  currency: Currency | null;
  relocation: boolean;
  remote: boolean;
  job_search_status: JobSearchStatus;
  skills: string[];
  updated_at: Date;
  revealed: boolean;
  /** The CV's owner applied to a vacancy of the viewer's team. */
  applied: boolean;
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'This CV does not exist or is not available to you.');
}

/**
 * Finds a CV the viewer may see: public ones, the viewer's own (even hidden) and the viewer's team's
 * imports. Anything else answers as missing, so its existence is not revealed.
 *
 * @throws ApiError 404 `not_found`.
 */
export async function findVisibleResume(db: Queryable, key: ResumeKey, session: Session | null): Promise<DetailsRow> {
  const params = new SqlParams();
  const viewer = { userId: session?.user.id ?? null, teamId: session?.team?.id ?? null };
  const own = viewer.userId === null ? 'false' : `r.owner_user_id = ${params.bind(viewer.userId)}::uuid`;
  const match =
    'username' in key
      ? `r.username = ${params.bind(key.username)}`
      : `r.id = ${params.bind(key.id)}::bigint AND r.type = ${params.bind(key.type)}`;
  const team = viewer.teamId === null ? null : params.bind(viewer.teamId);
  const revealed =
    team === null ? 'false' : `EXISTS (SELECT 1 FROM contact_reveals c WHERE c.resume_id = r.id AND c.team_id = ${team}::uuid)`;
  // A candidate who applied to the team shows it their CV, hidden or not, contacts included.
  const applied =
    team === null
      ? 'false'
      : `EXISTS (SELECT 1 FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.resume_id = r.id AND v.team_id = ${team}::uuid)`;
  const { rows } = await db.query<DetailsRow>(
    `SELECT r.id, r.type, r.username, r.visibility, r.owner_user_id, r.team_id, r.resume, r.name, r.title, r.city,
            r.experience_months, r.salary, r.currency, r.relocation, r.remote, r.job_search_status, r.skills,
            r.updated_at, ${revealed} AS revealed, ${applied} AS applied
       FROM resumes r
      WHERE ${match} AND (${visibleTo(viewer, params)} OR ${own} OR ${applied})`,
    params.values,
  );
  const row = rows[0];
  if (row === undefined) throw notFound();
  return row;
}

/** The stored document, typed (it was validated when saved). */
function storedResume(value: unknown): JsonResume {
  const validation = validateResume(value);
  return validation.ok ? validation.value.resume : {};
}

function contactsOf(resume: JsonResume): ResumeContacts {
  const basics = resume.basics ?? {};
  return {
    email: basics.email ?? null,
    phone: basics.phone ?? null,
    url: basics.url ?? null,
    profiles: basics.profiles ?? [],
  };
}

/** The document without what identifies how to reach the person. */
function withoutContacts(resume: JsonResume): JsonResume {
  if (resume.basics === undefined) return resume;
  const { email: _email, phone: _phone, url: _url, profiles: _profiles, location, ...basics } = resume.basics;
  const place = location === undefined ? undefined : { ...location };
  if (place !== undefined) {
    delete place.address;
    delete place.postalCode;
  }
  return { ...resume, basics: { ...basics, ...(place === undefined ? {} : { location: place }) } };
}

/** Whether the session's team gets this CV's contacts without paying: its own import. */
function ownedByTeam(row: DetailsRow, team: SessionTeam | null): boolean {
  return team !== null && row.team_id === team.id;
}

/**
 * The details of a CV for a viewer (docs/product.md#accounts-and-access): contacts for the owner, for the importing
 * team, and for a team that has revealed them; never for anonymous visitors or candidates. A
 * signed-in viewer's visit is written to `cv_views`.
 */
export async function resumeDetails(db: Database, key: ResumeKey, session: Session | null): Promise<ResumeDetails> {
  const row = await findVisibleResume(db, key, session);
  const resume = storedResume(row.resume);
  const isOwner = session !== null && row.owner_user_id === session.user.id;
  const isRecruiter = session !== null && session.user.kind === 'recruiter' && session.team !== null;
  const teamOwned = ownedByTeam(row, session?.team ?? null);
  const showContacts = isOwner || (isRecruiter && (teamOwned || row.revealed || row.applied));
  if (session !== null) {
    await db.query('INSERT INTO cv_views (user_id, resume_id) VALUES ($1, $2)', [session.user.id, row.id]);
  }
  const cityLabels = cityLabelsOf(row.city);
  return {
    id: Number(row.id),
    type: row.type,
    username: row.username,
    visibility: row.visibility,
    name: row.name,
    title: row.title,
    city: row.city,
    ...(cityLabels === undefined ? {} : { cityLabels }),
    experienceMonths: row.experience_months,
    salary: row.salary === null || row.currency === null ? null : { amount: row.salary, currency: row.currency },
    relocation: row.relocation,
    remote: row.remote,
    jobSearchStatus: row.job_search_status,
    skills: row.skills,
    updatedAt: row.updated_at.toISOString(),
    resume: showContacts ? resume : withoutContacts(resume),
    contacts: showContacts ? contactsOf(resume) : null,
    contactsRevealed: showContacts,
    canRevealContacts: isRecruiter && !showContacts,
    revealCost: 1,
    isOwner,
  };
}

/**
 * Reveals a CV's contacts to the recruiter's team: free for its own imports and for CVs it has
 * revealed before, else one credit, once per team and CV (concurrent reveals charge once: the
 * `contact_reveals` primary key serialises them).
 *
 * @throws ApiError 402 `no_credits` when the team's balance is 0; 404 for a CV it may not see.
 */
export async function revealContacts(
  db: Database,
  key: { type: CvType; id: number },
  session: Session & { team: SessionTeam },
): Promise<RevealContactsResponse> {
  return db.transaction(async (tx) => {
    const row = await findVisibleResume(tx, key, session);
    const contacts = contactsOf(storedResume(row.resume));
    const balance = async (): Promise<number> => {
      const { rows } = await tx.query<{ credits: number }>('SELECT credits FROM teams WHERE id = $1', [session.team.id]);
      return rows[0]?.credits ?? 0;
    };
    // Free for the team's own imports and for applicants to its vacancies: nothing is bought.
    if (ownedByTeam(row, session.team) || row.applied) return { contacts, credits: await balance(), charged: false };
    const inserted = await tx.query(
      `INSERT INTO contact_reveals (team_id, resume_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (team_id, resume_id) DO NOTHING RETURNING resume_id`,
      [session.team.id, row.id, session.user.id],
    );
    if (inserted.rowCount === 0) return { contacts, credits: await balance(), charged: false };
    const charged = await tx.query<{ credits: number }>(
      'UPDATE teams SET credits = credits - 1 WHERE id = $1 AND credits >= 1 RETURNING credits',
      [session.team.id],
    );
    const credits = charged.rows[0]?.credits;
    // Thrown inside the transaction: the reveal row goes with it.
    if (credits === undefined) throw new ApiError(402, 'no_credits', 'Your team has no credits left to reveal contacts.');
    return { contacts, credits, charged: true };
  });
}
