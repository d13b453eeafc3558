/**
 * Splits an SQL script into statements at top-level semicolons, skipping those inside quotes,
 * quoted identifiers, dollar-quoted bodies (`$$ ... $$`, `$fn$ ... $fn$`) and comments.
 * Needed because a statement is sent through the extended protocol, which takes one at a time.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number): void => {
    const statement = script.slice(start, end).trim();
    if (statement.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() !== '') statements.push(statement);
  };
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
    } else if (char === "'" || char === '"') {
      // A doubled quote is an escaped quote and simply reopens the literal on the next pass.
      const escapesBackslash = char === "'" && /[eE]$/.test(script.slice(Math.max(0, i - 1), i));
      let j = i + 1;
      while (j < script.length && script[j] !== char) j += escapesBackslash && script[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (char === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i));
      if (tag === null) {
        i += 1;
      } else {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? script.length : end + tag[0].length;
      }
    } else if (char === ';') {
      push(i);
      start = i + 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  push(script.length);
  return statements;
}
