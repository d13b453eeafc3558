import type { ApiModule } from '../types';
import { defineErasureJob } from './erasure';
import { registerPrivacyPages } from './pages';
import { defineRetentionJob } from './retention';
import { registerPrivacyRoutes } from './routes';
import './texts';

export { recordAudit, memberActor, type AuditActor } from './audit';

/**
 * Personal data of the CVs teams keep (docs/privacy.md): consent, retention, legal holds, erasure
 * and export on the person's request, and the audit of who touched a CV's personal data.
 */
export const privacyModule: ApiModule = async (app, { db, jobs }) => {
  defineRetentionJob(jobs);
  defineErasureJob(jobs);
  await registerPrivacyRoutes(app, db);
  await registerPrivacyPages(app, db);
};
