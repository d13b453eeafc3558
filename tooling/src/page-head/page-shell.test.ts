import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_HEAD_END, PAGE_HEAD_START } from '@platform/contract';
import { REPOSITORY_ROOT } from '../config/env';
import { spliceHead, splitPageShell } from './page-shell';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"/>${PAGE_HEAD_START}<title>HireScope</title>${PAGE_HEAD_END}<script defer src="/main.js"></script></head><body></body></html>`;

describe('the page shell around the head markers', () => {
  it('splits the page into what lies before and after the generic head', () => {
    expect(splitPageShell(PAGE)).toEqual({
      start: '<!doctype html><html lang="en"><head><meta charset="utf-8"/>',
      end: '<script defer src="/main.js"></script></head><body></body></html>',
    });
    expect(splitPageShell('<html><head><title>x</title></head></html>')).toBeUndefined();
    expect(splitPageShell(`${PAGE_HEAD_END}${PAGE_HEAD_START}`)).toBeUndefined();
  });

  it("puts a page's own head in place of the generic one, in the page's language", () => {
    const fragment = `${PAGE_HEAD_START}\n<title>Go developer | HireScope</title>\n${PAGE_HEAD_END}\n`;
    expect(spliceHead(PAGE, fragment, 'ru')).toBe(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"/>${PAGE_HEAD_START}\n<title>Go developer | HireScope</title>\n${PAGE_HEAD_END}<script defer src="/main.js"></script></head><body></body></html>`,
    );
    // A host built before the markers is served as it is.
    expect(spliceHead('<html lang="en"><title>old</title></html>', fragment, 'ru')).toBe('<html lang="en"><title>old</title></html>');
  });

  it("is what the host's template carries", async () => {
    const template = await readFile(path.join(REPOSITORY_ROOT, 'host', 'src', 'index.html'), 'utf8');
    expect(splitPageShell(template)).toBeDefined();
  });
});
