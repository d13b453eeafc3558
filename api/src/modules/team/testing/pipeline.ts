import type { FastifyInstance } from 'fastify';
import { signUp } from '../../../testing/app';
import { type Call, createCaller } from '../../../testing/call';

let address = 0;

/**
 * A caller whose every request comes from its own client address, so the per-address limit on
 * applications only bites where a test wants it.
 */
export function createPipelineCaller(app: () => FastifyInstance): Call {
  const send = createCaller(app);
  return (method, url, cookie, payload, remoteAddress) => {
    address += 1;
    return send(method, url, cookie, payload, remoteAddress ?? `10.1.${Math.floor(address / 250) % 250}.${address % 250}`);
  };
}

/** A candidate with a platform CV (phone and e-mail in its contacts), ready to apply. */
export async function candidateWithCv(app: FastifyInstance, name = 'Anna Petrova'): Promise<{ cookie: string; resumeId: number; userId: string; email: string }> {
  const candidate = await signUp(app, { kind: 'candidate', name });
  const username = `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 30);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/cv/me',
    headers: { cookie: candidate.cookie },
    payload: {
      username,
      visibility: 'hidden',
      resume: {
        basics: { name, label: 'Go developer', email: `${username}@cv.example.test`, phone: '+7 900 000-00-01', location: { city: 'Moscow' } },
        work: [{ name: 'Initech', position: 'Go developer', startDate: '2019-01', endDate: '2023-12' }],
      },
    },
  });
  if (response.statusCode !== 200) throw new Error(`PUT /api/cv/me failed: ${response.statusCode} ${response.body}`);
  const resumeId: number = response.json().id;
  return { cookie: candidate.cookie, resumeId, userId: candidate.session.user.id, email: candidate.session.user.email };
}

/** A recruiter (a new team) with one vacancy created with `fields`. */
export async function teamWithVacancy(call: Call, app: FastifyInstance, fields: Record<string, unknown> = { status: 'open' }) {
  const owner = await signUp(app, { kind: 'recruiter' });
  const response = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'Go developer', ...fields });
  if (response.statusCode !== 201) throw new Error(`POST /api/team/vacancies failed: ${response.statusCode} ${response.body}`);
  const vacancyId: number = response.json().id;
  return { cookie: owner.cookie, userId: owner.session.user.id, vacancyId };
}
