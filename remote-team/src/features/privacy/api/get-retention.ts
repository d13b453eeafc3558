import type { PRIVACY_ENDPOINTS, ResponseOf } from '@platform/contract';
import { useAreaQuery } from '@platform/shared';
import { getRetention, getRetentionPreview } from './privacy-calls';

export type RetentionRule = ResponseOf<typeof PRIVACY_ENDPOINTS.retention>;

/** Query key of the team's retention rule; saving the rule writes it. */
export const retentionKey = () => ['team', 'privacy', 'retention'] as const;
/** Query key of the dry run; it follows the rule, so saving the rule invalidates it. */
export const retentionPreviewKey = () => ['team', 'privacy', 'retention', 'preview'] as const;

/** The team's retention rule: months after a CV's last activity, and the grace days before deletion. */
export const useRetention = () => useAreaQuery(retentionKey(), (api, signal) => getRetention(api, signal));

/** The dry run of the rule (owners and admins): what the next run would hide and delete. */
export const useRetentionPreview = () => useAreaQuery(retentionPreviewKey(), (api, signal) => getRetentionPreview(api, signal));
