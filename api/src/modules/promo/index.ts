import { PLATFORM_ENDPOINTS } from '@platform/contract';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requireRecruiter, requireSession } from '../../http/session';
import type { ApiModule } from '../types';

/** The campaign a promo link names: `promocode`, else `utm_campaign`, lower-cased ('' for none). */
function campaignOf(query: { utm_campaign?: string | undefined; promocode?: string | undefined }): string {
  return (query.promocode || query.utm_campaign || '').toLowerCase();
}

/** Promo campaigns: `GET /api/set_promocode/?utm_campaign=<code>` adds the campaign's credits to the team. */
export const promoModule: ApiModule = async (app, { db }) => {
  route(app, PLATFORM_ENDPOINTS.promo, async ({ request, query }) => {
    const code = campaignOf(query);
    // 401 first: the host keeps the campaign and retries after sign-in, so it must not be cleared.
    const session = requireRecruiter(await requireSession(request, db));
    if (code === '') throw new ApiError(404, 'campaign_not_found', 'No promo campaign is named in the link.');
    try {
      return await db.transaction(async (tx) => {
        const campaign = await tx.query<{ credits: number }>(
          `SELECT credits FROM campaigns WHERE code = $1 AND (expires_at IS NULL OR expires_at > now())`,
          [code],
        );
        const credits = campaign.rows[0]?.credits;
        if (credits === undefined) {
          throw new ApiError(404, 'campaign_not_found', 'This promo campaign does not exist or has ended.');
        }
        await tx.query(
          `INSERT INTO promo_activations (campaign, user_id, team_id, credits) VALUES ($1, $2, $3, $4)`,
          [code, session.user.id, session.team.id, credits],
        );
        const team = await tx.query<{ credits: number }>(
          'UPDATE teams SET credits = credits + $2 WHERE id = $1 RETURNING credits',
          [session.team.id, credits],
        );
        const balance = team.rows[0]?.credits;
        if (balance === undefined) throw new Error(`team ${session.team.id} vanished during a promo activation`);
        return { credits, balance };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(409, 'promo_already_used', 'This account has already used this promo code.');
      }
      throw error;
    }
  });
};
