import nodemailer from 'nodemailer';
import { apiCall, registerRecruiter } from './testing/api-client';
import { type ApiDatabaseTarget, type ApiProcess, embeddedTarget, freePort, startApiProcess, withDatabase } from './testing/api-process';

/**
 * Replies by e-mail with the API as a real process killed with SIGKILL while replies are being
 * stored: the listener answers 250 only after the reply's transaction committed, so every reply
 * a sender was told arrived is there after the restart, whole (its file with it), and the
 * senders' retries of the others (a mail server keeps what was not acknowledged) store each once.
 */

const TIMEOUT_MS = 180_000;
const REPLY_DOMAIN = 'reply.example.test';
const REPLIES = 24;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('kill -9 of the API while it stores e-mailed replies', () => {
  let target: ApiDatabaseTarget;
  let api: ApiProcess;
  let port: number;
  let smtpPort: number;

  async function start(): Promise<void> {
    api = startApiProcess({
      ...target.env,
      PORT: String(port),
      DEMO_CV_COUNT: '0',
      AUTH_RATE_LIMIT: '100000',
      INBOUND_SMTP_PORT: String(smtpPort),
      MAIL_REPLY_DOMAIN: REPLY_DOMAIN,
    });
    await api.waitUntilReady();
    await api.waitForLine(/taking replies by SMTP/);
  }

  beforeAll(async () => {
    target = embeddedTarget();
    [port, smtpPort] = [await freePort(), await freePort()];
    await start();
  }, TIMEOUT_MS);
  afterAll(async () => {
    await api?.kill('SIGKILL', { group: true });
    await target?.dispose();
  }, TIMEOUT_MS);

  function reply(to: string, index: number): Promise<boolean> {
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: false });
    return client
      .sendMail({
        from: 'anna@example.test',
        to,
        subject: `Re: interview ${index}`,
        text: `Reply number ${index}`,
        messageId: `<crash-${index}@mail.example.test>`,
        attachments: [{ filename: `cv-${index}.pdf`, content: PDF }],
      })
      .then(
        () => true,
        () => false,
      )
      .finally(() => client.close());
  }

  test(
    'every acknowledged reply is there whole after the restart, and the retried ones are stored once each',
    async () => {
      const cookie = await registerRecruiter(api.origin, 'crash-replies@example.test');
      const vacancy = await apiCall(api.origin, 'POST', '/api/team/vacancies', { cookie, body: { title: 'Go developer', status: 'open' } });
      expect(vacancy.status).toBe(201);
      const vacancyId = Number((vacancy.body as { id: number }).id);
      const token = 'crashcrashcrashcrashcrash0123456789';
      const applicationId = await withDatabase(target, async (db) => {
        const { rows } = await db.query<{ id: number }>(`INSERT INTO applications (vacancy_id, name, email) VALUES ($1, 'Anna', 'anna@example.test') RETURNING id`, [vacancyId]);
        await db.query('INSERT INTO application_threads (application_id, reply_token) VALUES ($1, $2)', [rows[0]?.id, token]);
        return Number(rows[0]?.id);
      });
      const address = `reply+${token}@${REPLY_DOMAIN}`;

      const acknowledged = new Set<number>();
      let firstAcknowledged: () => void = () => undefined;
      const first = new Promise<void>((resolve) => (firstAcknowledged = resolve));
      const sending = Array.from({ length: REPLIES }, (_, index) =>
        reply(address, index).then((ok) => {
          if (ok) {
            acknowledged.add(index);
            firstAcknowledged();
          }
        }),
      );
      await first;
      await api.kill('SIGKILL');
      await Promise.all(sending);
      const acknowledgedAtKill = [...acknowledged];
      expect(acknowledgedAtKill.length).toBeGreaterThan(0);

      await start();
      const stored = async () =>
        withDatabase(target, async (db) => {
          const { rows } = await db.query<{ email_message_id: string; files: number }>(
            `SELECT m.email_message_id, (SELECT count(*) FROM application_message_attachments f WHERE f.message_id = m.id)::int AS files
               FROM application_messages m WHERE m.application_id = $1 ORDER BY m.id`,
            [applicationId],
          );
          return rows;
        });
      const afterRestart = await stored();
      const storedIds = new Set(afterRestart.map((row) => row.email_message_id));
      for (const index of acknowledgedAtKill) expect(storedIds).toContain(`<crash-${index}@mail.example.test>`);
      // Nothing half-stored: each reply that is there has its file.
      expect(afterRestart.filter((row) => row.files !== 1)).toEqual([]);

      // The senders retry what was not acknowledged (and a few that were: the retry stores nothing twice).
      const retried = await Promise.all(Array.from({ length: REPLIES }, (_, index) => reply(address, index)));
      expect(retried.every(Boolean)).toBe(true);
      const final = await stored();
      expect(final.map((row) => row.email_message_id).sort()).toEqual(Array.from({ length: REPLIES }, (_, index) => `<crash-${index}@mail.example.test>`).sort());
      expect(final.filter((row) => row.files !== 1)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
