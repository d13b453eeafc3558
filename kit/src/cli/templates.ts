/** What `platform-remote create` needs to know to write a project. */
export interface TemplateInput {
  /** The area's name as typed: `demo-area`. */
  area: string;
  /** The team that owns the area and how to reach it; the first release registers it (and refuses an area without one). */
  owner?: { team: string; contact: string };
  /** Versions to depend on: the installed @platform packages and the libraries they share. */
  versions: {
    contract: string;
    shared: string;
    kit: string;
    /** The peer dependencies of @platform/shared (React, React Router, i18next…). */
    libraries: Record<string, string>;
    /** Development tools: TypeScript and the type packages (`@types/react`…). */
    tools: Record<string, string>;
  };
}

/** A string as a single-quoted TypeScript literal. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `demo-area` → `Demo area`. */
function title(area: string): string {
  const words = area.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `demo-area` → `DemoArea`. */
function pascal(area: string): string {
  return area
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export function containerName(area: string): string {
  return area.replace(/-/g, '_');
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of a new remote project, by path relative to its folder. */
export function projectFiles({ area, versions, owner }: TemplateInput): Record<string, string> {
  const ownerLine = owner === undefined ? '' : `  owner: { team: ${quoted(owner.team)}, contact: ${quoted(owner.contact)} },\n`;
  const name = containerName(area);
  const app = `remote-${area}`;
  const Component = pascal(area);
  const label = title(area);
  return {
    'package.json': json({
      name: app,
      version: '0.1.0',
      private: true,
      type: 'module',
      description: `${label}: an area of the platform, built as a Module Federation remote.`,
      scripts: {
        build: 'platform-remote build',
        dev: 'platform-remote dev',
        test: 'node --test',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: {
        '@platform/contract': `^${versions.contract}`,
        '@platform/shared': `^${versions.shared}`,
        ...versions.libraries,
      },
      devDependencies: {
        '@platform/remote-kit': `^${versions.kit}`,
        ...versions.tools,
      },
    }),
    '.gitignore': 'node_modules/\ndist/\n',
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        isolatedModules: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
      },
      include: ['src', '*.ts'],
    }),
    'federation.config.ts': `import type { AppFederationConfig } from '@platform/remote-kit';

/** What the platform knows of this remote: its container, the module the host mounts, its pages. */
export const federation: AppFederationConfig = {
  app: '${app}',
  kind: 'remote',
  name: '${name}',
  exposes: {
    './app': './src/app/mount.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9090,
};
`,
    'src/index.ts': `// The async boundary: shared modules are negotiated before any of them runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { mountStandalone } from '@platform/shared/standalone';
import * as app from './app/mount';

// Boots this remote alone, outside the platform's host (\`npm run dev\`).
void mountStandalone(app);
`,
    'src/index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${label}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
    'src/css-modules.d.ts': `declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
`,
    'src/app/mount.tsx': `import { createRemoteApp } from '@platform/shared';
import { ${Component}App } from './${area}-app';

/** The \`./app\` module: the single-spa parcel lifecycles the host mounts for this area. */
export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteApp({
  name: '${name}/app',
  rootComponent: ${Component}App,
  namespace: {
    name: '${name}',
    // Chunks named \`locale-<code>\`: the host preloads the page locale's one beside this module.
    loaders: {
      en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json').then((messages) => messages.default),
      ru: () => import(/* webpackChunkName: "locale-ru" */ '../locales/ru.json').then((messages) => messages.default),
    },
  },
});
`,
    'src/app/route-manifest.ts': `import { defineRemoteRoutes } from '@platform/contract';

/**
 * Everything this area serves, as data: the build writes it to \`dist/routes.json\`, the platform's
 * release records it, and the host builds its route table and header from it. The area's own
 * router is made from the same declaration (\`${area}-app.tsx\`).
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
${ownerLine}  routes: [{ name: 'home', path: '/${area}' }],
  navigation: [{ id: '${area}', path: '/${area}', label: { en: '${label}', ru: '${label}' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 90 }],
  widgets: [],
});
`,
    [`src/app/${area}-app.tsx`]: `import { DeclaredRoutes, Page, PageHeader, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { BrowserRouter } from '@platform/shared/router';
import { routeManifest } from './route-manifest';

function HomePage() {
  const { t } = useTranslation('${name}');
  return (
    <Page aria-labelledby="${area}-title">
      <PageHeader title={t('home.title')} titleId="${area}-title" />
      <p>{t('home.intro')}</p>
    </Page>
  );
}

/** The area's root: its own router, based at the locale prefix the host hands over, made from its route declaration. */
export function ${Component}App() {
  const { basePath } = useMountProps();
  return (
    <BrowserRouter basename={basePath}>
      <DeclaredRoutes manifest={routeManifest} pages={{ home: HomePage }} />
    </BrowserRouter>
  );
}
`,
    'src/locales/en.json': json({ home: { title: label, intro: 'This area is ready: its pages live in src/app/ and its texts in src/locales/.' } }),
    'src/locales/ru.json': json({ home: { title: label, intro: 'Раздел готов: его страницы лежат в src/app/, а тексты — в src/locales/.' } }),
    'src/app/area.test.ts': `import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { findRouteConflicts, parseRemoteRoutes } from '@platform/contract';
import { routeManifest } from './route-manifest.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? \`\${prefix}.\${key}\` : key));
}

const locale = (code: string): unknown => JSON.parse(readFileSync(new URL(\`../locales/\${code}.json\`, import.meta.url), 'utf8'));

test('the route declaration is one the platform accepts', () => {
  const parsed = parseRemoteRoutes(routeManifest);
  assert.equal(parsed.ok, true, parsed.ok ? '' : parsed.reason);
  assert.deepEqual(findRouteConflicts(routeManifest, {}), []);
});

test('every text exists in English and in Russian', () => {
  assert.deepEqual(keys(locale('ru')).sort(), keys(locale('en')).sort());
});
`,
    'README.md': `# ${app}

${label}: an area of the platform, a Module Federation remote built with
[\`@platform/remote-kit\`](https://www.npmjs.com/package/@platform/remote-kit) (from your company's
registry, see \`.npmrc\`).

| command | what it does |
|---|---|
| \`npm run dev\` | the area alone at http://127.0.0.1:9090/ (\`/api\` proxied to \`--api\`, default http://127.0.0.1:3000) |
| \`npx platform-remote dev --platform <url>\` | the platform at \`<url>\`, served through http://127.0.0.1:9090/ with this area's development build in place of its release |
| \`npm run build\` | \`dist/\`: \`remoteEntry.js\`, \`mf-manifest.json\`, \`routes.json\`, \`build.json\` |
| \`tar czf build.tgz -C dist .\` then \`curl --fail-with-body -X POST <platform>/deploy/remotes/${area}/releases -H "Authorization: Bearer $PLATFORM_DEPLOY_TOKEN" -H 'Content-Type: application/gzip' --data-binary @build.tgz\` | releases it (the first release registers the area); \`…/${area}/rollback\` undoes the last release |
| \`npm test\` | the route declaration and the locales (Node's test runner) |
| \`npm run typecheck\` | TypeScript |

- \`federation.config.ts\`: the container name (\`${name}\`), the module the host mounts (\`./app\`),
  the route declaration.
- \`src/app/route-manifest.ts\`: the area's pages and header entries, as data; add its \`owner\`
  (\`{ team, contact }\`) before the first release, which registers the area with it.
- \`src/app/mount.tsx\`: the parcel the host mounts; \`src/index.ts\` → \`src/bootstrap.tsx\` boots it alone.
- \`src/locales/{en,ru}.json\`: every text, in both languages.

Import UI and runtime helpers from \`@platform/shared\` (routing from \`@platform/shared/router\`,
translations from \`@platform/shared/react-i18next\`), types and schemas from \`@platform/contract\`.
`,
  };
}
