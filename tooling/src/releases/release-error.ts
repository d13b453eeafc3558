/** Why a release operation was refused; the CLIs print `message` as is and exit with status 1. */
export type ReleaseErrorCode =
  | 'ALREADY_RELEASED'
  | 'CORRUPT_MANIFEST'
  | 'DAMAGED_RELEASE'
  | 'INCOMPATIBLE'
  | 'INCOMPLETE_STATE'
  | 'INVALID_ARGUMENT'
  | 'INVALID_BUILD'
  | 'INVALID_PERCENT'
  | 'LOCKED'
  | 'LOST_LOCK'
  | 'MISSING_BUILD'
  | 'NAVIGATION_RULE'
  | 'NOTHING_TO_ROLL_BACK'
  | 'NOT_A_REMOTE'
  | 'NOT_RELEASED'
  | 'NO_ROLLOUT'
  | 'PREVIEW_RELEASE'
  | 'ROLLOUT_RUNNING'
  | 'ROUTE_CONFLICT'
  | 'STATE_CHANGED'
  | 'UNKNOWN_APP'
  | 'UNKNOWN_TOKEN'
  | 'UNKNOWN_VERSION'
  | 'UNREGISTERED';

/** A refusal the operator can act on (the message says what to do), as opposed to a crash. */
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';

  constructor(
    readonly code: ReleaseErrorCode,
    message: string,
  ) {
    super(message);
  }
}
