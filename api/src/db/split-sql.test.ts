import { splitSqlStatements } from './split-sql';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops empty and comment-only pieces', () => {
    expect(splitSqlStatements('SELECT 1;\n\n  SELECT 2 ;\n-- just a comment\n;')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('keeps semicolons inside strings, quoted names, comments and dollar-quoted bodies', () => {
    const script = [
      "INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'slash;');",
      'CREATE TABLE "odd;name" (id int); /* block; comment */',
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$;',
      'CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT $$;$$ $body$;',
      '-- trailing; comment',
    ].join('\n');
    expect(splitSqlStatements(script)).toEqual([
      "INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'slash;')",
      'CREATE TABLE "odd;name" (id int)',
      '/* block; comment */\nCREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$',
      'CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT $$;$$ $body$',
    ]);
  });

  it('does not take a positional parameter for a dollar quote', () => {
    expect(splitSqlStatements('SELECT $1; SELECT $2')).toEqual(['SELECT $1', 'SELECT $2']);
  });
});
