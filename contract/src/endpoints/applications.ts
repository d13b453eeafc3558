import { z } from 'zod/mini';
import { APPLICATION_ROUTES } from '../api-routes/applications';
import { LOCALES } from '../locale';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STAGES,
  applicationNoteSchema,
  applyResponseSchema,
  candidateApplicationSchema,
  REJECTION_REASON_MAX_LENGTH,
  teamApplicationDetailsSchema,
  teamApplicationSchema,
} from '../pipeline';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';

/** Body of `POST /api/team/vacancies/{id}/applications`: the CV is the candidate's platform CV. */
export const applyBodySchema = z.strictObject({
  message: z._default(
    z.string().check(z.trim(), z.maxLength(APPLICATION_MESSAGE_MAX_LENGTH, `At most ${APPLICATION_MESSAGE_MAX_LENGTH} characters.`)),
    '',
  ),
  /**
   * The language the candidate read the consent statement in (`applicationConsentText`): the text
   * kept with the application is that one. Without it, the candidate's account language.
   */
  locale: z.optional(z.enum(LOCALES, { error: `Choose one of ${LOCALES.join(', ')}.` })),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

/** Body of `POST /api/team/applications/{id}/stage`: `reason` is required for `rejected`. */
export const stageMoveBodySchema = z.strictObject({
  stage: z.enum(APPLICATION_STAGES, { error: `Choose one of ${APPLICATION_STAGES.join(', ')}.` }),
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(REJECTION_REASON_MAX_LENGTH, `At most ${REJECTION_REASON_MAX_LENGTH} characters.`)),
  ),
});
export type StageMoveInput = z.input<typeof stageMoveBodySchema>;

/** Body of `POST /api/team/applications/{id}/notes`. */
export const noteBodySchema = z.strictObject({
  body: z.string().check(z.trim(), z.minLength(1, 'Write the note.'), z.maxLength(APPLICATION_NOTE_MAX_LENGTH, `At most ${APPLICATION_NOTE_MAX_LENGTH} characters.`)),
});
export type NoteBody = z.input<typeof noteBodySchema>;

/** `{ items }`: a list answer. */
function items<T extends z.core.$ZodType>(item: T) {
  return z.strictObject({ items: z.array(item) });
}

/**
 * Applications: a candidate applies and reads their own (`/api/user/applications`); the team reads
 * a vacancy's board, opens one, moves it between stages and writes notes.
 */
export const APPLICATION_ENDPOINTS = {
  // A JSON `null` applies with no message, like `{}`.
  apply: defineEndpoint({ ...APPLICATION_ROUTES.apply, params: coercedIdParamsSchema, body: z.nullable(applyBodySchema), responses: { 201: applyResponseSchema } }),
  mine: defineEndpoint({ ...APPLICATION_ROUTES.mine, responses: { 200: items(candidateApplicationSchema) } }),
  board: defineEndpoint({ ...APPLICATION_ROUTES.board, params: coercedIdParamsSchema, responses: { 200: items(teamApplicationSchema) }, apiKey: 'pipeline:write', summary: "A vacancy's applications" }),
  details: defineEndpoint({ ...APPLICATION_ROUTES.details, params: coercedIdParamsSchema, responses: { 200: teamApplicationDetailsSchema }, apiKey: 'pipeline:write', summary: 'An application' }),
  move: defineEndpoint({ ...APPLICATION_ROUTES.move, params: coercedIdParamsSchema, body: stageMoveBodySchema, responses: { 200: teamApplicationDetailsSchema }, apiKey: 'pipeline:write', summary: 'Move an application to a stage' }),
  addNote: defineEndpoint({ ...APPLICATION_ROUTES.addNote, params: coercedIdParamsSchema, body: noteBodySchema, responses: { 201: applicationNoteSchema }, apiKey: 'pipeline:write', summary: 'Add a note to an application' }),
};
