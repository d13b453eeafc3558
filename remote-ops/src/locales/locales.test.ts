import { expectRussianPluralForms, expectSameMessageKeys } from '@platform/shared/testing';
import en from './en.json';
import ru from './ru.json';

describe('the operators’ messages', () => {
  it('have the same keys in English and Russian', () => {
    expectSameMessageKeys(en, ru);
  });

  it('give Russian every plural form it needs', () => {
    expectRussianPluralForms(en, ru);
  });
});
