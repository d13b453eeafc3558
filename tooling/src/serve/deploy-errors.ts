import type { ApiErrorBody } from '@platform/contract';
import type { ReleaseErrorCode } from '../releases';

/** A refusal of the release endpoint: its status and the platform's error body, naming the field. */
export interface DeployFailure {
  status: number;
  body: ApiErrorBody;
}

export function deployFailure(status: number, code: string, message: string, field: string, reason: string): DeployFailure {
  return { status, body: { error: { code, message, fields: [{ path: field, message: reason }] } } };
}

/**
 * The status and the field of each refusal of the release tool: the upload's content (`body`),
 * its route declaration (`routes`), the version asked for (`version`), the remote (`name`: a canary
 * running refuses a release or a rollback until it is promoted or aborted), or the store itself.
 */
const STATUS: Record<ReleaseErrorCode, { status: number; field: string }> = {
  ALREADY_RELEASED: { status: 409, field: 'body' },
  CORRUPT_MANIFEST: { status: 503, field: 'store' },
  DAMAGED_RELEASE: { status: 409, field: 'version' },
  INCOMPATIBLE: { status: 409, field: 'body' },
  INCOMPLETE_STATE: { status: 503, field: 'store' },
  INVALID_ARGUMENT: { status: 400, field: 'body' },
  INVALID_BUILD: { status: 422, field: 'body' },
  INVALID_PERCENT: { status: 400, field: 'percent' },
  LOCKED: { status: 409, field: 'store' },
  LOST_LOCK: { status: 503, field: 'store' },
  MISSING_BUILD: { status: 422, field: 'body' },
  NAVIGATION_RULE: { status: 409, field: 'routes' },
  NOTHING_TO_ROLL_BACK: { status: 409, field: 'version' },
  NOT_A_REMOTE: { status: 404, field: 'name' },
  NOT_RELEASED: { status: 404, field: 'name' },
  NO_ROLLOUT: { status: 409, field: 'name' },
  PREVIEW_RELEASE: { status: 409, field: 'version' },
  ROLLOUT_RUNNING: { status: 409, field: 'name' },
  ROUTE_CONFLICT: { status: 409, field: 'routes' },
  STATE_CHANGED: { status: 409, field: 'name' },
  UNKNOWN_APP: { status: 404, field: 'name' },
  UNKNOWN_TOKEN: { status: 401, field: 'authorization' },
  UNKNOWN_VERSION: { status: 404, field: 'version' },
  UNREGISTERED: { status: 422, field: 'routes.owner' },
};

export function releaseErrorStatus(code: ReleaseErrorCode): { status: number; field: string } {
  return STATUS[code];
}
