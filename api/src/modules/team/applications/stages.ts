import { allowedMoves, type ApplicationStage } from '@platform/contract';
import { ApiError } from '../../../http/errors';

/**
 * Checks a move of an application from `from` to `to` against the pipeline's rules.
 *
 * @returns the rejection reason to store (`null` unless the move rejects).
 * @throws ApiError 409 `stage_move_not_allowed` naming the allowed stages; 400 when a rejection has no reason.
 */
export function checkMove(from: ApplicationStage, to: ApplicationStage, reason: string | undefined): string | null {
  const allowed = allowedMoves(from);
  if (!allowed.includes(to)) {
    const message =
      allowed.length === 0
        ? `An application at ${from} cannot move any more.`
        : `An application at ${from} can move to ${allowed.join(', ')}, not to ${to}.`;
    throw new ApiError(409, 'stage_move_not_allowed', message, [
      { path: 'stage', message, code: 'stage_move_not_allowed', params: { from, to, allowed: allowed.join(', ') } },
    ]);
  }
  if (to !== 'rejected') return null;
  if (reason === undefined || reason === '') {
    throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'reason', message: 'Give a reason for the rejection.', code: 'reason_required' }]);
  }
  return reason;
}
