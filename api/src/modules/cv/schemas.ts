import type { CvType } from '@platform/contract';
import { z } from 'zod';
import { parseInput } from '../../http/errors';
import { RESUME_ID } from '../search/schemas';

/** Usernames: 3–32 of a-z, 0-9, `_`, `-`; compared and stored in lower case. */
export const USERNAME = z
  .string({ message: 'Expected a username.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{3,32}$/, 'A username has 3–32 characters: letters a–z, digits, "_" and "-".');

/** Body of `PUT /api/cv/me`; the resume itself is checked against the JSON Resume schema after. */
export const CV_ME_BODY = z.strictObject({
  username: USERNAME,
  visibility: z.enum(['public', 'hidden'], { message: 'Expected "public" or "hidden".' }),
  resume: z.unknown().refine((value) => value !== undefined, { message: 'Expected a JSON Resume document.' }),
});

/** Body of `.../resume/` by username. */
export const USERNAME_LOOKUP = z.strictObject({ username: USERNAME });

/**
 * Reads the body of `.../resume/`: `{ "username" }` when it names one, else `{ "type", "id" }`
 * (checked one way, so a 400 names the field that is wrong rather than "matches neither shape").
 *
 * @throws ApiError 400 naming each bad field.
 */
export function parseResumeLookup(body: unknown): { username: string } | { type: CvType; id: number } {
  return typeof body === 'object' && body !== null && 'username' in body
    ? parseInput(USERNAME_LOOKUP, body)
    : parseInput(RESUME_ID, body);
}

export { RESUME_ID };

/** Most documents one import request may carry (the command line has no limit: it sends batches). */
export const MAX_IMPORT_BATCH = 1000;
