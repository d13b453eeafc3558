import { z } from 'zod/mini';
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

/** `GET /api/user/scouts`: the user's scouts, oldest first. */
export const scoutListSchema = z.strictObject({ items: z.array(scoutSchema) });
export type ScoutList = z.infer<typeof scoutListSchema>;

/** `GET /api/user/scouts/results`: the newest runs ("scouting results"). */
export const scoutRunListSchema = z.strictObject({ items: z.array(scoutRunSchema) });
export type ScoutRunList = z.infer<typeof scoutRunListSchema>;

/** Scouting: saved searches, their schedule and their runs: `/api/user/scouts*`. */
export const SCOUT_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/user/scouts', responses: { 200: scoutListSchema } }),
  runs: defineEndpoint({ method: 'GET', path: '/user/scouts/results', query: scoutRunsQuerySchema, responses: { 200: scoutRunListSchema } }),
  runPage: defineEndpoint({ method: 'GET', path: '/user/scouts/results/:id', query: scoutRunPageQuerySchema, responses: { 200: scoutRunPageSchema } }),
  get: defineEndpoint({ method: 'GET', path: '/user/scouts/:id', responses: { 200: scoutSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/user/scouts', body: scoutCreateSchema, responses: { 201: scoutSchema } }),
  update: defineEndpoint({ method: 'PATCH', path: '/user/scouts/:id', body: scoutPatchSchema, responses: { 200: scoutSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/user/scouts/:id', responses: {} }),
  /** A manual run: its first page of matches. */
  run: defineEndpoint({ method: 'POST', path: '/user/scouts/:id/run', responses: { 201: scoutRunPageSchema } }),
};
