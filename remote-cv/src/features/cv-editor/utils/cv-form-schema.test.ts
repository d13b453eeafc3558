import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { CV_FORM_CODES } from './cv-form-schema';

describe('the CV form checks', () => {
  it.each([
    ['en', en.fieldCodes],
    ['ru', ru.fieldCodes],
  ])('have their words in %s', (_locale, words) => {
    const codes: readonly string[] = Object.keys(words);
    expect(CV_FORM_CODES.filter((code) => !codes.includes(code))).toEqual([]);
  });
});
