import { z } from 'zod/mini';
import { SCOUT_ROUTES } from '../api-routes/user-scouts';
import {
  scoutCreateSchema,
  scoutPatchSchema,
  scoutRunPageQuerySchema,
  scoutRunPageSchema,
  scoutRunSchema,
  scoutRunsQuerySchema,
  scoutSchema,
} from '../scouts';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';

/** `GET /api/user/scouts`: the user's scouts, oldest first. */
export const scoutListSchema = z.strictObject({ items: z.array(scoutSchema) });
export type ScoutList = z.infer<typeof scoutListSchema>;

/** `GET /api/user/scouts/results`: the newest runs ("scouting results"). */
export const scoutRunListSchema = z.strictObject({ items: z.array(scoutRunSchema) });
export type ScoutRunList = z.infer<typeof scoutRunListSchema>;

/** Scouting: saved searches, their schedule and their runs: `/api/user/scouts*`. */
export const SCOUT_ENDPOINTS = {
  list: defineEndpoint({ ...SCOUT_ROUTES.list, responses: { 200: scoutListSchema } }),
  runs: defineEndpoint({ ...SCOUT_ROUTES.runs, query: scoutRunsQuerySchema, responses: { 200: scoutRunListSchema } }),
  runPage: defineEndpoint({ ...SCOUT_ROUTES.runPage, params: coercedIdParamsSchema, query: scoutRunPageQuerySchema, responses: { 200: scoutRunPageSchema } }),
  get: defineEndpoint({ ...SCOUT_ROUTES.get, params: coercedIdParamsSchema, responses: { 200: scoutSchema } }),
  create: defineEndpoint({ ...SCOUT_ROUTES.create, body: scoutCreateSchema, responses: { 201: scoutSchema } }),
  update: defineEndpoint({ ...SCOUT_ROUTES.update, params: coercedIdParamsSchema, body: scoutPatchSchema, responses: { 200: scoutSchema } }),
  remove: defineEndpoint({ ...SCOUT_ROUTES.remove, params: coercedIdParamsSchema, responses: {} }),
  /** A manual run: its first page of matches. */
  run: defineEndpoint({ ...SCOUT_ROUTES.run, params: coercedIdParamsSchema, responses: { 201: scoutRunPageSchema } }),
};
