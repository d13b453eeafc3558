// @ts-check
/** Every workspace's unit and integration tests; browser tests live in e2e/ and run through `npm run test:e2e`. */
import fs from 'node:fs';
import path from 'node:path';

/** The remotes' folders (every `remote-*` workspace): a new remote's tests run without editing this file. */
const REMOTE_FOLDERS = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^remote-[a-z][a-z0-9-]{1,30}$/.test(entry.name) && fs.existsSync(path.join(import.meta.dirname, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .sort();

/** @type {import('@swc/jest').Options} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] };
// ESM-only packages that Jest must transform: i18next, and react-markdown with the unified/remark
// packages it is made of (remote-user's education pages).
const ESM_ONLY = [
  'i18next',
  'react-i18next',
  'react-markdown',
  'remark-[a-z-]+',
  'micromark[a-z-]*',
  'mdast-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'unified',
  'vfile[a-z-]*',
  'bail',
  'ccount',
  'character-entities[a-z0-9-]*',
  'character-reference-invalid',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'estree-util-is-identifier-name',
  'html-url-attributes',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'zwitch',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`];

/** The API's ESM-only readers of files (CV files, e-mailed attachments): file-type with its tokenizers, and unpdf's pdf.js build. */
const CV_FILE_READERS = ['file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec', 'unpdf'];
/** unpdf's pdf.js build is exported for `import` only; Jest resolves with `require`. */
const UNPDF_MAPPER = { '^unpdf/pdfjs$': '<rootDir>/../node_modules/unpdf/dist/pdfjs.mjs' };

/**
 * Every test's timeout. Jest 30's runner (jest-circus) takes it from the top-level configuration
 * only: a `testTimeout` inside a project is accepted and ignored (measured: `--showConfig` listed it
 * per project while tests stopped at the default 5 s). 5 s flakes on two busy cores: rendering
 * whole areas in jsdom, API tests that open a database and migrate it.
 */
const TEST_TIMEOUT_MS = 20_000;

/** @param {string} dir */
const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/../shared/src/testing/jest-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
export default {
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    {
      // The contract is plain data, types and schemas: Node, no DOM (the API and the tooling use it too).
      displayName: 'contract',
      rootDir: '<rootDir>/contract',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    ...['shared', 'host', ...REMOTE_FOLDERS].map(browserProject),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // PGlite's CommonJS build (`.cjs`) and @fastify/cookie load modules with import(), which Jest's
      // VM refuses without --experimental-vm-modules; compiling them (and the ESM-only `cookie`
      // they load) to CommonJS turns those into require(). @faker-js/faker (the demo CV generator)
      // is ESM-only, and so are file-type with its tokenizers and unpdf's pdf.js build (text of
      // imported CV files).
      transform: { ...transform, '^.+\\.(cjs|mjs)$': ['@swc/jest', swc] },
      transformIgnorePatterns: [`/node_modules/(?!(@electric-sql/pglite|@fastify/cookie|cookie|@faker-js/faker|${CV_FILE_READERS.join('|')})/)`],
      moduleNameMapper: UNPDF_MAPPER,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      // @fastify/static and fastify.inject require the ESM-only content-disposition 3 and cookie 1:
      // Node loads them with require(esm), Jest's module system does not, so they are compiled; so
      // are the API's readers of CV files (tests start the API's code).
      transform: { ...transform, '^.+\\.(cjs|mjs)$': ['@swc/jest', swc] },
      transformIgnorePatterns: [`/node_modules/(?!(content-disposition|cookie|${CV_FILE_READERS.join('|')})/)`],
      moduleNameMapper: UNPDF_MAPPER,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // @platform/remote-kit: the build preset and the `platform-remote` command (Node).
      displayName: 'kit',
      rootDir: '<rootDir>/kit',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The benchmark's own logic (budgets, statistics, options); the bench itself runs with `npm run bench`.
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
  ],
};
