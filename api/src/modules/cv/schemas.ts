import { type CvType, resumeIdSchema, usernameLookupSchema } from '@platform/contract';
import { parseInput } from '../../http/errors';

/**
 * Reads the body of `.../resume/`: `{ "username" }` when it names one, else `{ "type", "id" }`
 * (checked one way, so a 400 names the field that is wrong rather than "matches neither shape").
 *
 * @throws ApiError 400 naming each bad field.
 */
export function parseResumeLookup(body: unknown): { username: string } | { type: CvType; id: number } {
  return typeof body === 'object' && body !== null && 'username' in body
    ? parseInput(usernameLookupSchema, body)
    : parseInput(resumeIdSchema, body);
}
