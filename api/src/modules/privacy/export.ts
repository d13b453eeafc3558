import type { Queryable } from '../../db/database';
import { recordAudit } from './audit';

/**
 * Everything the teams hold about an address, for the person to download: per team, its imported
 * CVs (the document, the original files and their text, the consent) and its applications from
 * the address with their messages. Each team's audit records the download.
 */
export async function exportPersonData(db: Queryable, email: string, ip: string): Promise<unknown> {
  const address = email.toLowerCase();
  const { rows: cvs } = await db.query<{ id: string; team_id: string; team_name: string; resume: unknown; created_at: Date; updated_at: Date; consent: unknown; files: unknown }>(
    `SELECT r.id, r.team_id, t.name AS team_name, r.resume, r.created_at, r.updated_at,
            (SELECT json_build_object('state', c.state, 'requestedAt', c.requested_at, 'answeredAt', c.answered_at, 'validUntil', c.valid_until, 'text', c.consent_text)
               FROM cv_consents c WHERE c.resume_id = r.id) AS consent,
            coalesce((SELECT json_agg(json_build_object('fileName', f.file_name, 'format', f.format, 'createdAt', f.created_at, 'text', f.text,
                                                        'contentBase64', encode(f.content, 'base64')) ORDER BY f.created_at)
                        FROM cv_files f WHERE f.resume_id = r.id), '[]'::json) AS files
       FROM resumes r JOIN teams t ON t.id = r.team_id
      WHERE r.type = 'imported' AND lower(r.resume->'basics'->>'email') = $1 ORDER BY r.id`,
    [address],
  );
  const { rows: applications } = await db.query<{ id: string; team_id: string; team_name: string; vacancy: string; name: string; email: string; message: string; created_at: Date; messages: unknown }>(
    `SELECT a.id, v.team_id, t.name AS team_name, v.title AS vacancy, a.name, a.email, a.message, a.created_at,
            coalesce((SELECT json_agg(json_build_object('at', m.created_at, 'side', m.side, 'via', m.via, 'body', m.body) ORDER BY m.id)
                        FROM application_messages m WHERE m.application_id = a.id), '[]'::json) AS messages
       FROM applications a JOIN vacancies v ON v.id = a.vacancy_id JOIN teams t ON t.id = v.team_id
      WHERE lower(a.email) = $1 ORDER BY a.id`,
    [address],
  );
  const teams = new Map<string, { team: string; cvs: unknown[]; applications: unknown[] }>();
  const teamOf = (id: string, name: string) => {
    const found = teams.get(id) ?? { team: name, cvs: [], applications: [] };
    teams.set(id, found);
    return found;
  };
  for (const cv of cvs) {
    teamOf(cv.team_id, cv.team_name).cvs.push({ resume: cv.resume, createdAt: cv.created_at, updatedAt: cv.updated_at, consent: cv.consent, files: cv.files });
  }
  for (const application of applications) {
    teamOf(application.team_id, application.team_name).applications.push({
      vacancy: application.vacancy,
      name: application.name,
      email: application.email,
      message: application.message,
      createdAt: application.created_at,
      messages: application.messages,
    });
  }
  await recordAudit(
    db,
    [...teams.keys()].map((teamId) => ({ teamId, actor: { userId: null, name: 'person', ip }, action: 'exported_by_person' as const, resumeId: null })),
  );
  return { email: address, exportedAt: new Date().toISOString(), teams: [...teams.values()] };
}
