import { screen } from '@testing-library/react';
import type { Locale } from '@platform/contract';
import { renderRemote } from '../testing';
import { ApiError } from './api-error';
import { useApiErrorText } from './use-api-error-text';

const AREA = {
  namespace: 'area',
  messages: {
    en: { errors: { last_owner: 'A team always keeps an owner.' }, fields: { email: 'Enter a valid e-mail address.' } },
    ru: {
      errors: { last_owner: 'В команде всегда есть владелец.' },
      fields: { email: 'Введите корректный e-mail.', recipients: { list: 'Список пуст.' } },
      fieldCodes: { quota_exceeded: 'Можно не больше {{limit}} в день.' },
    },
  },
};

function Explain({ error }: { error: unknown }) {
  const errorText = useApiErrorText('area');
  return (
    <>
      <p>{errorText.message(error)}</p>
      <pre>{JSON.stringify(errorText.fields(error))}</pre>
    </>
  );
}

function explain(error: unknown, locale: Locale) {
  const { unmount } = renderRemote(<Explain error={error} />, { ...AREA, locale });
  const text = { message: screen.getByRole('paragraph').textContent, fields: JSON.parse(screen.getByText(/^\{/).textContent ?? '') };
  unmount();
  return text;
}

const fieldError = new ApiError({
  status: 400,
  code: 'validation_failed',
  message: 'Invalid request',
  fields: [
    { path: 'email', message: 'must be an e-mail address' },
    { path: 'recipients.list', message: 'list is empty' },
    { path: 'title', message: 'must not be empty' },
  ],
});

describe('useApiErrorText', () => {
  it('uses the area’s text for a known error code', () => {
    expect(explain(new ApiError({ status: 409, code: 'last_owner', message: 'last owner' }), 'ru').message).toBe('В команде всегда есть владелец.');
  });

  it('falls back to the UI kit’s texts for a network failure and anything else', () => {
    expect(explain(new ApiError({ status: 0, code: 'network_error', message: 'Failed to fetch' }), 'en').message).toBe(
      'No connection to the server. Check your network and try again.',
    );
    expect(explain(new ApiError({ status: 500, code: 'http_500', message: 'boom' }), 'ru').message).toBe('Не получилось. Попробуйте ещё раз.');
    expect(explain(new TypeError('not an API error'), 'en').message).toBe('That did not work. Please try again.');
  });

  it('shows the API’s own field messages in English', () => {
    expect(explain(fieldError, 'en').fields).toEqual({
      email: 'must be an e-mail address',
      'recipients.list': 'list is empty',
      title: 'must not be empty',
    });
  });

  it('translates field messages in Russian, with a generic one for fields it does not know', () => {
    expect(explain(fieldError, 'ru').fields).toEqual({
      email: 'Введите корректный e-mail.',
      'recipients.list': 'Список пуст.',
      title: 'Проверьте это поле.',
    });
  });

  it('words coded field errors in Russian: the area\u2019s text for its codes, the UI kit\u2019s for the checks every form shares', () => {
    const coded = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid request',
      fields: [
        { path: 'count', message: 'At most 5 a day.', code: 'quota_exceeded', params: { limit: 5 } },
        { path: 'salary', message: 'Too big: expected number to be <=1000000', code: 'too_big', params: { maximum: 1000000, origin: 'number' } },
        { path: 'title', message: 'Too small', code: 'too_small', params: { minimum: 1, origin: 'string' } },
        { path: 'kind', message: 'Whatever', code: 'some_code_nobody_knows' },
      ],
    });
    expect(explain(coded, 'ru').fields).toEqual({
      count: 'Можно не больше 5 в день.',
      salary: 'Не больше 1000000.',
      title: 'Заполните это поле.',
      kind: 'Проверьте это поле.',
    });
    // English keeps the API's own words, coded or not.
    expect(explain(coded, 'en').fields.count).toBe('At most 5 a day.');
  });

  it('gives no field messages for a failure that is not an API error', () => {
    expect(explain(new Error('boom'), 'ru').fields).toEqual({});
  });
});
