import { screen } from '@testing-library/react';
import type { Locale } from '../contract';
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

  it('gives no field messages for a failure that is not an API error', () => {
    expect(explain(new Error('boom'), 'ru').fields).toEqual({});
  });
});
