import type { ApiKey } from '@platform/contract';
import { storedScopes } from '../../auth';
import type { KeyRow } from './queries';

/** A key as its team's owners see it: never its token nor its hash. */
export function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: storedScopes(row.scopes),
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}
