import { APPLICATION_MESSAGE_MAX_LENGTH, APPLICATION_NOTE_MAX_LENGTH, APPLICATION_STAGES, REJECTION_REASON_MAX_LENGTH } from '@platform/contract';
import { z } from 'zod';

/** `POST /api/team/vacancies/{id}/applications`: the CV is the candidate's platform CV. */
export const APPLY_BODY = z.strictObject({
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX_LENGTH, `At most ${APPLICATION_MESSAGE_MAX_LENGTH} characters.`).default(''),
});

/** `POST /api/team/applications/{id}/stage`. */
export const STAGE_BODY = z.strictObject({
  stage: z.enum(APPLICATION_STAGES, { message: `Choose one of ${APPLICATION_STAGES.join(', ')}.` }),
  reason: z.string().trim().max(REJECTION_REASON_MAX_LENGTH, `At most ${REJECTION_REASON_MAX_LENGTH} characters.`).optional(),
});

/** `POST /api/team/applications/{id}/notes`. */
export const NOTE_BODY = z.strictObject({
  body: z.string().trim().min(1, 'Write the note.').max(APPLICATION_NOTE_MAX_LENGTH, `At most ${APPLICATION_NOTE_MAX_LENGTH} characters.`),
});
