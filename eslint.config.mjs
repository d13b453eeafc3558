// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The apps: the host and every `remote-*` folder of the checkout, so a new remote is linted by its folder alone. */
const REMOTE_FOLDERS = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^remote-[a-z][a-z0-9-]{1,30}$/.test(entry.name) && fs.existsSync(path.join(import.meta.dirname, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .sort();
const APPS = ['host', ...REMOTE_FOLDERS];

/** Folders of `<app>/src/features/*`: each may use shared code and itself, never another feature. */
function featureZones() {
  return APPS.flatMap((app) => {
    const dir = path.join(app, 'src', 'features');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `./${app}/src/features/${entry.name}`,
        from: `./${app}/src/features`,
        except: [`./${entry.name}`],
        message: 'A feature must not import another feature: move the common part to shared/ or compose in src/app/.',
      }));
  });
}

/** The API's areas: the folders of `api/src/modules` (none in a copy of the configuration without the API). */
const API_AREAS_DIR = path.join('api', 'src', 'modules');
const API_AREAS = (fs.existsSync(path.join(import.meta.dirname, API_AREAS_DIR)) ? fs.readdirSync(path.join(import.meta.dirname, API_AREAS_DIR), { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Each API area reaches another only through that area's `index.ts`, never its inner files. */
function apiAreaZones() {
  return API_AREAS.flatMap((area) =>
    API_AREAS.filter((other) => other !== area).map((other) => ({
      target: `./${API_AREAS_DIR}/${area}`,
      from: `./${API_AREAS_DIR}/${other}`,
      except: ['./index.ts'],
      message: `An API area imports another only through its index.ts: export what ${area}/ needs from ${other}/index.ts, or move a helper both use out of the areas (http/, text/, db/).`,
    })),
  );
}

/**
 * No app imports another app or the API; shared imports no app; the contract imports nothing of the
 * platform (apps, shared, API, tooling all depend on it, never the reverse); features do not import app/.
 */
const boundaryZones = [
  ...APPS.map((app) => ({
    target: `./${app}/src`,
    from: ['./api', './tooling', ...APPS.filter((other) => other !== app).map((other) => `./${other}`)],
    message: 'Apps meet only through @platform/contract, @platform/shared and the mount props.',
  })),
  { target: './shared', from: ['./api', ...APPS.map((app) => `./${app}`)], message: 'shared/ must not depend on an app.' },
  {
    target: './contract',
    from: ['./shared', './api', './tooling', ...APPS.map((app) => `./${app}`)],
    message: 'The contract depends on nothing of the platform: types, schemas and constants only.',
  },
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Imports flow shared → features → app, never back.',
  })),
  ...featureZones(),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'releases/**', 'data/**', 'coverage/**', 'bench/results/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // One order everywhere: Node's modules, libraries, the platform's packages, then the module's
      // own neighbours; alphabetical within each group. Side-effect imports (styles, setup) keep their place.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@platform/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              message:
                'Import from "@platform/shared/react-i18next": the shared singleton that lets the build tree-shake react-i18next.',
            },
          ],
          patterns: [
            {
              group: ['@platform/shared/*', '!@platform/shared/testing', '!@platform/shared/router', '!@platform/shared/react-i18next', '!@platform/shared/call', '!@platform/shared/charts', '!@platform/shared/forms', '!@platform/shared/standalone'],
              message:
                'Import from the public entry "@platform/shared" (tests: "@platform/shared/testing"; routing: "@platform/shared/router"; translations: "@platform/shared/react-i18next"; API calls: "@platform/shared/call"; charts: "@platform/shared/charts"; forms: "@platform/shared/forms"; a remote alone: "@platform/shared/standalone"); types, schemas and constants come from "@platform/contract".',
            },
            {
              group: ['@platform/contract/*'],
              message: 'Import from the public entry "@platform/contract".',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom'],
              message:
                'Route through "@platform/shared/router": the shared singleton that lets the build tree-shake React Router.',
            },

          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The contract is data and types shared with the API and the build tooling: no React, no UI kit,
    // no browser runtime (type-only imports of the libraries whose objects cross the mount props are fine).
    files: ['contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-i18next', 'react-hook-form', '@platform/shared'].map((name) => ({
            name,
            message: 'The contract has no React and no runtime helpers: put this in @platform/shared.',
          })),
          patterns: [
            { group: ['@platform/shared/*', 'react-router', 'react-router/*', 'react-router-dom'], message: 'The contract has no React and no runtime helpers.' },
            { group: ['@tanstack/react-query', 'i18next', 'single-spa'], allowTypeImports: true, message: 'The contract names these libraries\' types only.' },
          ],
        },
      ],
    },
  },
  {
    // The facades are the only modules that may import the libraries behind them.
    files: ['shared/src/router/index.ts', 'shared/src/react-i18next/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The API's areas meet through their index.ts; tests and test helpers may reach an area's inner
    // files (fixtures, fakes, an SMTP test server) to set up what they check.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...apiAreaZones()] }] },
  },
  {
    // Tests may build fixtures with casts; the rule is about production code.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
