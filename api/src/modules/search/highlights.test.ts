import type { Queryable, QueryResult } from '../../db/database';
import { buildHighlights, tokenize, type HighlightSource } from './highlights';

describe('tokenize', () => {
  it('finds words with their offsets, technology names whole and canonical', () => {
    const text = 'Senior C++-разработчик; node.js/React, C#.';
    const tokens = tokenize(text);
    expect(tokens.map((token) => [token.word, text.slice(token.start, token.start + token.length)])).toEqual([
      ['senior', 'Senior'],
      ['cplusplus', 'C++'],
      ['разработчик', 'разработчик'],
      ['nodejs', 'node.js'],
      ['react', 'React'],
      ['csharp', 'C#'],
    ]);
  });

  it('reads words as the index does: ё as е, look-alike letters unified, CI/CD whole', () => {
    const text = 'Ёлка, С++ и CI/CD';
    expect(tokenize(text).map((token) => [token.word, text.slice(token.start, token.start + token.length)])).toEqual([
      ['елка', 'Ёлка'],
      ['cplusplus', 'С++'],
      ['и', 'и'],
      ['cicd', 'CI/CD'],
    ]);
  });
});

describe('buildHighlights', () => {
  /** Stems like the `russian` configuration does English words here (`zorblaxing` → `zorblax`), counting round trips. */
  function stemmingDb(): Queryable & { stemmed: string[][] } {
    const stemmed: string[][] = [];
    return {
      stemmed,
      async query<R>(_sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
        const words = params[0] as string[];
        stemmed.push(words);
        const rows = words.map((word) => ({ word, lexemes: [word.replace(/(ing|er)?s?$/, '')] }));
        return { rows: rows as R[], rowCount: rows.length };
      },
    };
  }

  const source = (title: string, work: string[]): HighlightSource => ({
    title,
    skills: ['Zorblax', 'Go'],
    summary: 'Zorblaxing daily.',
    work,
    city: null,
  });
  const lexemes = [{ lexeme: 'zorblax', prefix: false, exact: false }];

  it('highlights the first three matching fields, stemming their words in one round trip, once', async () => {
    const db = stemmingDb();
    const sources = [source('Zorblaxer lead', ['Quuxer — Zorblaxers Inc.', 'zorblaxing elsewhere'])];
    const expected = [
      [
        { field: 'title', text: 'Zorblaxer lead', matches: [{ start: 0, length: 9 }] },
        { field: 'skills', text: 'Zorblax, Go', matches: [{ start: 0, length: 7 }] },
        { field: 'summary', text: 'Zorblaxing daily.', matches: [{ start: 0, length: 10 }] },
      ],
    ];
    expect(await buildHighlights(db, lexemes, sources)).toEqual(expected);
    expect(db.stemmed).toHaveLength(1);
    // Warm: the stems are known, nothing is sent.

    expect(await buildHighlights(db, lexemes, sources)).toEqual(expected);
    expect(db.stemmed).toHaveLength(1);
  });

  it('finds a match whose word was not stemmed before it', async () => {
    const db = stemmingDb();
    const [highlights] = await buildHighlights(db, lexemes, [source('Architect', ['Zorblaxings — Acme'])]);
    expect(highlights?.map((highlight) => highlight.field)).toEqual(['skills', 'summary', 'work']);
    expect(highlights?.[2]?.matches).toEqual([{ start: 0, length: 11 }]);
  });
});
