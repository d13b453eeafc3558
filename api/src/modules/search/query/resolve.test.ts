import { describeEachDatabase } from '../../../db/testing';
import { parseSearchQuery } from './parse';
import { resolveQuery } from './resolve';

describeEachDatabase('resolveQuery', (getDb) => {
  async function compiled(text: string, synonyms = false): Promise<string> {
    const { node } = parseSearchQuery(text);
    if (node === null) throw new Error('no term');
    return (await resolveQuery(getDb(), node, { synonyms })).tsquery;
  }

  it.each<[string, string]>([
    ['java', "'java'"],
    ['java AND (spring OR kotlin) NOT junior', "'java' & ( 'spring' | 'kotlin' ) & !'junior'"],
    ['developers', "'develop'"],
    ['!продажам', "'=продажам'"],
    ['менеджер !продажам', "'менеджер' & '=продажам'"],
    ['title:java', "'java':A"],
    ['skill:kotlin', "'kotlin':B"],
    ['company:yandex', "'c.yandex'"],
    ['position:lead', "'p.lead'"],
    ['education:физика', "'e.физик'"],
    ['description:kafka', "'kafka':D"],
    ['title:dev*', "'dev':*A"],
    ['"team lead"', "'team' <-> 'lead'"],
    ['"head of sales"', "'head' <2> 'sale'"],
    ['С++', "'cplusplus'"],
    ['java NOT С#', "'java' & !'csharp'"],
    ['full-stack', "'full' <-> 'stack'"],
    ['fullstack', "'full' <-> 'stack'"],
    ['TS', "'typescript'"],
    ['k8s', "'kubernet'"],
    ['ёлка', "'елк'"],
    ['開発者', "'開発' <-> '発者'"],
  ])('%j compiles to %j', async (text, expected) => {
    expect(await compiled(text)).toBe(expected);
  });

  it('adds the synonyms of a word unless switched off', async () => {
    expect(await compiled('тестировщик', true)).toBe("'тестировщик' | 'qa' | 'tester' | 'тестер'");
    expect(await compiled('тестировщик', false)).toBe("'тестировщик'");
    expect(await compiled('!тестировщик', true)).toBe("'=тестировщик'");
  });

  it('reports stop words and leaves them out', async () => {
    const { node } = parseSearchQuery('IT и java');
    if (node === null) throw new Error('no term');
    const resolved = await resolveQuery(getDb(), node, { synonyms: false });
    expect(resolved.tsquery).toBe("'java'");
    expect(resolved.ignored).toEqual([
      { text: 'IT', reason: 'stop_word' },
    ]);
  });
});
