import type { ApiFieldError } from '@platform/contract';
import { fieldErrorMessage } from './field-error-text';

const field = (code: string | undefined, params?: ApiFieldError['params']): ApiFieldError => ({
  path: 'x',
  message: 'API text',
  ...(code === undefined ? {} : { code }),
  ...(params ? { params } : {}),
});

describe('fieldErrorMessage', () => {
  it.each([
    ['a number expected', field('invalid_type', { expected: 'number' }), 'fieldNumber'],
    ['a maximum', field('too_big', { maximum: 100, origin: 'number' }), 'fieldMaximum'],
    ['a text too long', field('too_big', { maximum: 200, origin: 'string' }), 'fieldMaxLength'],
    ['too many items', field('too_big', { maximum: 20, origin: 'array' }), 'fieldMaxItems'],
    ['an empty required text', field('too_small', { minimum: 1, origin: 'string' }), 'fieldRequired'],
    ['a text too short', field('too_small', { minimum: 8, origin: 'string' }), 'fieldMinLength'],
    ['a value outside a list', field('invalid_value', { values: 'a, b' }), 'fieldOneOf'],
    ['an e-mail address', field('invalid_format', { format: 'email' }), 'fieldEmail'],
    ['another format', field('invalid_format', { format: 'uuid' }), 'fieldFormat'],
  ])('words %s', (_, error, key) => {
    expect(fieldErrorMessage(error)).toEqual({ key, values: error.params });
  });

  it.each([
    ['an area\u2019s own code', field('query_too_many_terms', { limit: 64 })],
    ['a type the kit has no words for', field('invalid_type', { expected: 'object' })],
    ['no code at all', field(undefined)],
  ])('leaves %s to the caller', (_, error) => {
    expect(fieldErrorMessage(error)).toBeNull();
  });
});
