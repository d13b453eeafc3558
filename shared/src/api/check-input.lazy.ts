import { z } from 'zod/mini';
import { type AnySchema, type ApiRoute, toFieldErrors } from '@platform/contract';
import { ApiError } from './api-error';

/** Refuses input its schema refuses, before anything is sent: the same field errors the API would give. */
export function checkInput(endpoint: ApiRoute, schema: AnySchema | undefined, value: unknown, part: string): void {
  if (schema === undefined || value === undefined) return;
  const result = z.safeParse(schema, value);
  if (result.success) return;
  throw new ApiError({
    status: 400,
    code: 'validation_failed',
    message: `The ${part} of ${endpoint.method} ${endpoint.path} does not fit the contract`,
    method: endpoint.method,
    url: endpoint.path,
    fields: toFieldErrors(result.error.issues),
  });
}
