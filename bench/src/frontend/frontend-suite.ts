import type { Browser } from 'playwright-core';
import { firstLoadFigures, hostSourcesInEntry, libraryModules, type LoadedScript } from '../budgets/first-load';
import { BENCH_ORIGINS, BENCH_PATHS } from '../platform/layout';
import type { Bytes, FrontendResults, PageBuild } from '../report/results';
import { log } from '../util/log';
import { median, round } from '../util/stats';
import { launchChromium } from './browser';
import { MonolithScripts, ReleasedScripts, type ScriptLookup } from './build-stats';
import { type LoadSample, measureColdLoad, measureSearchToCv, type ScriptSample } from './measure-load';
import { CPU_SLOWDOWN, NETWORK_PROFILE } from './network-profile';
import { type DemoIds, lookUpDemoIds, type PageScenario, pageScenarios } from './pages';

interface Build {
  name: 'federated' | 'monolith';
  origin: string;
  lookup: ScriptLookup;
}

function addBytes(into: Bytes, script: ScriptSample): Bytes {
  return { raw: into.raw + script.rawBytes, gzip: into.gzip + script.gzipBytes, transfer: into.transfer + script.transferBytes };
}

const ZERO: Bytes = { raw: 0, gzip: 0, transfer: 0 };

/** Medians of the timings; the JavaScript of the median-LCP run (it hardly varies between runs). */
function summarize(samples: readonly LoadSample[]): PageBuild {
  const byLcp = [...samples].sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = byLcp[Math.floor(byLcp.length / 2)];
  if (!middle) throw new Error('no samples');
  const byOwner: Record<string, Bytes> = {};
  let total = ZERO;
  let libraries = ZERO;
  let app = ZERO;
  for (const script of middle.scripts) {
    byOwner[script.owner] = addBytes(byOwner[script.owner] ?? ZERO, script);
    total = addBytes(total, script);
    if (script.kind === 'library') libraries = addBytes(libraries, script);
    else app = addBytes(app, script);
  }
  const timings = samples.map(({ fcpMs, lcpMs, tbtMs, contentMs, requests }) => ({
    fcpMs: round(fcpMs),
    lcpMs: round(lcpMs),
    tbtMs: round(tbtMs),
    contentMs: round(contentMs),
    requests,
  }));
  return {
    runs: samples.length,
    fcpMs: round(median(timings.map((t) => t.fcpMs))),
    lcpMs: round(median(timings.map((t) => t.lcpMs))),
    tbtMs: round(median(timings.map((t) => t.tbtMs))),
    contentMs: round(median(timings.map((t) => t.contentMs))),
    requests: median(timings.map((t) => t.requests)),
    js: { scripts: middle.scripts.length, total, byOwner, libraries, app },
    samples: timings,
  };
}

function loadedScripts(samples: readonly ScriptSample[], lookup: ScriptLookup): LoadedScript[] {
  return samples.map((script) => {
    const found = lookup.lookUp(script.url);
    return {
      owner: script.owner,
      file: script.file,
      kind: script.kind,
      gzipBytes: script.gzipBytes,
      ...(found && found.kind === 'library' ? { modules: libraryModules(found.folder, found.file) } : {}),
    };
  });
}

/** Tries a measurement up to three times: one stuck load on a busy machine must not void the part. */
async function withRetries<T>(what: string, failures: string[], measure: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      const message = `${what} (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`;
      failures.push(message);
      log(`  FAILED ${message}`);
      if (attempt === 3) throw error;
    }
  }
}

async function measurePage(
  browser: Browser,
  builds: readonly Build[],
  scenario: PageScenario,
  runs: number,
  failures: string[],
): Promise<Map<Build['name'], LoadSample[]>> {
  const samples = new Map<Build['name'], LoadSample[]>(builds.map((build) => [build.name, []]));
  for (let run = 0; run < runs; run += 1) {
    // Alternate which build goes first, so a slow moment of the shared machine hits both alike.
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const sample = await withRetries(`${scenario.path} ${build.name} #${run + 1}`, failures, () =>
        measureColdLoad(browser, build.origin, scenario, build.lookup),
      );
      samples.get(build.name)?.push(sample);
      log(`  ${scenario.path} ${build.name} #${run + 1}: LCP ${Math.round(sample.lcpMs)} ms, content ${Math.round(sample.contentMs)} ms`);
    }
  }
  return samples;
}

/**
 * Cold loads of every page and the warm search → CV navigation, on the federated platform and on
 * the monolith, interleaved in one run; medians over `runs`.
 */
export async function runFrontend(runs: number, ids?: DemoIds): Promise<FrontendResults> {
  const demoIds = ids ?? (await lookUpDemoIds());
  const builds: Build[] = [
    {
      name: 'federated',
      origin: BENCH_ORIGINS.host,
      lookup: new ReleasedScripts(BENCH_PATHS.releasesDir, BENCH_ORIGINS.host),
    },
    { name: 'monolith', origin: BENCH_ORIGINS.monolith, lookup: new MonolithScripts(BENCH_PATHS.monolithDist, BENCH_ORIGINS.monolith) },
  ];
  const scenarios = pageScenarios(demoIds);
  const search = scenarios.find((scenario) => scenario.id === 'search');
  if (!search) throw new Error('no search scenario');
  const browser = await launchChromium();
  try {
    // One load of each build first: the servers' and the OS's caches warm up outside the figures.
    for (const build of builds) await measureColdLoad(browser, build.origin, search, build.lookup);

    const pages: FrontendResults['pages'] = [];
    const failures: string[] = [];
    let searchFirstLoad: FrontendResults['searchFirstLoad'] | undefined;
    for (const scenario of scenarios) {
      log(`page ${scenario.path}`);
      const samples = await measurePage(browser, builds, scenario, runs, failures);
      const federated = summarize(samples.get('federated') ?? []);
      const monolith = summarize(samples.get('monolith') ?? []);
      pages.push({
        id: scenario.id,
        path: scenario.path,
        federated,
        monolith,
        ratios: {
          jsGzip: round(federated.js.total.gzip / monolith.js.total.gzip, 3),
          lcp: round(federated.lcpMs / monolith.lcpMs, 3),
          content: round(federated.contentMs / monolith.contentMs, 3),
        },
      });
      if (scenario.id === 'search') {
        const federatedBuild = builds[0];
        const first = samples.get('federated')?.[0];
        if (federatedBuild && first) {
          const hostFolder = federatedBuild.lookup.lookUp(`${BENCH_ORIGINS.host}/main.js`)?.folder;
          searchFirstLoad = {
            ...firstLoadFigures(loadedScripts(first.scripts, federatedBuild.lookup)),
            hostSourcesInEntry: hostFolder ? hostSourcesInEntry(hostFolder) : ['main.js not found'],
          };
        }
      }
    }

    log('navigation search → CV');
    const navigation = new Map<Build['name'], { ms: number[]; jsGzip: number[] }>(builds.map((build) => [build.name, { ms: [], jsGzip: [] }]));
    for (let run = 0; run < runs; run += 1) {
      for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
        const sample = await withRetries(`navigation ${build.name} #${run + 1}`, failures, () =>
          measureSearchToCv(browser, build.origin, search, build.lookup),
        );
        const entry = navigation.get(build.name);
        entry?.ms.push(round(sample.navigationMs));
        entry?.jsGzip.push(sample.scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
        log(`  navigation ${build.name} #${run + 1}: ${Math.round(sample.navigationMs)} ms`);
      }
    }
    const navigationOf = (name: Build['name']) => {
      const entry = navigation.get(name) ?? { ms: [], jsGzip: [] };
      return { runs: entry.ms.length, medianMs: round(median(entry.ms)), samplesMs: entry.ms, jsGzip: median(entry.jsGzip) };
    };
    const federatedNavigation = navigationOf('federated');
    const monolithNavigation = navigationOf('monolith');
    if (!searchFirstLoad) throw new Error('the /search page was not measured');
    return {
      networkProfile: NETWORK_PROFILE.name,
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      pages,
      navigation: {
        federated: federatedNavigation,
        monolith: monolithNavigation,
        ratio: round(federatedNavigation.medianMs / monolithNavigation.medianMs, 3),
      },
      searchFirstLoad,
      failedAttempts: failures,
    };
  } finally {
    await browser.close();
  }
}
