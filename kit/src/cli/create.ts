import fs from 'node:fs';
import path from 'node:path';
import { installedPackageDir } from '../installed-version';
import { KitError } from '../kit-error';
import { projectFiles, type TemplateInput } from './templates';

/** An area's name: lowercase words joined by dashes (`reports`, `demo-area`). */
export const AREA_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function readManifest(dir: string): { version: string; peerDependencies: Record<string, string>; dependencies: Record<string, string> } {
  const file = path.join(dir, 'package.json');
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const record = (field: unknown): Record<string, string> =>
    typeof field === 'object' && field !== null ? Object.fromEntries(Object.entries(field).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  if (typeof value !== 'object' || value === null || !('version' in value) || typeof value.version !== 'string') {
    throw new KitError(`${file} has no version`);
  }
  return {
    version: value.version,
    peerDependencies: record('peerDependencies' in value ? value.peerDependencies : undefined),
    dependencies: record('dependencies' in value ? value.dependencies : undefined),
  };
}

/**
 * The versions a new project depends on: the @platform packages installed beside the kit, and the
 * libraries @platform/shared expects (its peer dependencies), so the new remote shares the
 * platform's React, i18next and the rest.
 * They are looked up beside the project, then beside the kit itself (`npx -p @platform/remote-kit
 * -p @platform/shared -p @platform/contract platform-remote create …` installs the three elsewhere).
 */
export function platformVersions(fromDir: string, kitDir: string): TemplateInput['versions'] {
  const find = (pkg: string) => {
    try {
      return installedPackageDir(pkg, fromDir);
    } catch {
      // Not under the current folder: look beside the kit.
    }
    try {
      return installedPackageDir(pkg, kitDir);
    } catch {
      throw new KitError(`${pkg} is not installed here: install it beside @platform/remote-kit (npm install @platform/contract @platform/shared @platform/remote-kit).`);
    }
  };
  const shared = readManifest(find('@platform/shared'));
  const kit = readManifest(kitDir);
  return {
    contract: readManifest(find('@platform/contract')).version,
    shared: shared.version,
    kit: kit.version,
    libraries: shared.peerDependencies,
    tools: {
      typescript: kit.dependencies.typescript ?? 'latest',
      // The type packages the kit's optional peers name: the versions the platform checks its apps with.
      ...kit.peerDependencies,
    },
  };
}

/**
 * Writes a new remote project for area `area` into `<parentDir>/<area>`; `registry` adds an
 * `.npmrc` that fetches `@platform/*` from the company's registry only.
 *
 * @returns the project's folder.
 */
/** The owner of a new area as `create` takes it: a team name (1–60 characters) and a contact (1–120: an address or a channel). */
export function ownerOf(team: string | undefined, contact: string | undefined): TemplateInput['owner'] {
  if (team === undefined && contact === undefined) return undefined;
  const teamName = team?.trim() ?? '';
  const reach = contact?.trim() ?? '';
  if (teamName === '' || reach === '') throw new KitError('--team and --contact go together: the team that owns the area and how to reach it (e.g. --team Reports --contact reports@example.com).');
  if (teamName.length > 60) throw new KitError(`--team has ${teamName.length} characters: at most 60.`);
  if (reach.length > 120) throw new KitError(`--contact has ${reach.length} characters: at most 120.`);
  return { team: teamName, contact: reach };
}

export function createProject(area: string, parentDir: string, versions: TemplateInput['versions'], registry?: string, owner?: TemplateInput['owner']): string {
  if (!AREA_NAME.test(area)) {
    throw new KitError(`"${area}" is not an area name: use lowercase letters, digits and dashes, starting with a letter (e.g. reports, demo-area).`);
  }
  const dir = path.join(parentDir, area);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new KitError(`${dir} already exists and is not empty: choose another name or folder.`);
  if (registry !== undefined && !/^https?:\/\/\S+$/.test(registry)) throw new KitError(`--registry ${registry} is not a URL such as https://npm.example.com/`);
  const files = projectFiles({ area, versions, ...(owner === undefined ? {} : { owner }) });
  if (registry !== undefined) files['.npmrc'] = `@platform:registry=${registry}\n`;
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}
