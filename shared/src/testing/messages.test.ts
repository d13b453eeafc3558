import { expectRussianPluralForms, expectSameMessageKeys, messageKeys } from './messages';

const EN = {
  title: 'Scouts',
  results: { sent_one: '{{count}} mailing', sent_other: '{{count}} mailings' },
  errors: { network: 'No connection' },
};

const RU = {
  title: 'Скаутинг',
  results: { sent_one: '{{count}} рассылка', sent_few: '{{count}} рассылки', sent_many: '{{count}} рассылок', sent_other: '{{count}} рассылки' },
  errors: { network: 'Нет связи' },
};

describe('message bundle checks', () => {
  it('lists the keys as dotted paths with plural forms folded', () => {
    expect(messageKeys(EN)).toEqual(['errors.network', 'results.sent', 'title']);
    expect(messageKeys(RU)).toEqual(messageKeys(EN));
  });

  it('pass for complete bundles', () => {
    expectSameMessageKeys(EN, RU);
    expectRussianPluralForms(EN, RU);
  });

  it('fail, naming the key, when Russian lacks a message or has one too many', () => {
    expect(() => expectSameMessageKeys(EN, { ...RU, errors: {} })).toThrow(/errors\.network/);
    expect(() => expectSameMessageKeys(EN, { ...RU, extra: 'Лишнее' })).toThrow(/extra/);
  });

  it('fail, naming the form, when Russian lacks a plural form', () => {
    const { sent_many: _many, ...withoutMany } = RU.results;
    expect(() => expectRussianPluralForms(EN, { ...RU, results: withoutMany })).toThrow(/results\.sent_many/);
  });
});
