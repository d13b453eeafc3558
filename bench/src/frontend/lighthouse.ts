import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../platform/layout';
import type { LighthouseRow } from '../report/results';
import { log } from '../util/log';
import { median, round } from '../util/stats';
import { CHROME_FLAGS, chromePath } from './browser';

const categorySchema = z.object({
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
});
const auditSchema = z.object({ score: z.number().nullable(), numericValue: z.number().optional(), scoreDisplayMode: z.string().optional() });
const reportSchema = z.object({
  categories: z.object({ performance: categorySchema, accessibility: categorySchema, 'best-practices': categorySchema }),
  audits: z.record(z.string(), auditSchema),
});
type Report = z.infer<typeof reportSchema>;

/**
 * One Lighthouse run through its CLI, in
 * its default mobile configuration (simulated Slow 4G, 4× CPU) or the desktop preset.
 */
async function runOnce(url: string, preset: 'mobile' | 'desktop'): Promise<Report> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    const args = [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROME_PATH: chromePath() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`lighthouse ${url} failed (${code}): ${stderr.slice(-1000)}`);
    return reportSchema.parse(JSON.parse(await readFile(output, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const score = (category: { score: number | null }) => Math.round((category.score ?? 0) * 100);
const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/**
 * The causes of a category's score: its weighted audits that did not pass (a metric's own score in
 * performance), then, for performance, the unweighted opportunities and diagnostics that failed.
 */
function failedAudits(report: Report, category: keyof Report['categories']): string[] {
  const scored = (id: string) => {
    const audit = report.audits[id];
    return audit && audit.score !== null && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' ? audit.score : undefined;
  };
  const refs = report.categories[category].auditRefs;
  const weighted = refs.filter((ref) => ref.weight > 0 && (scored(ref.id) ?? 1) < (category === 'performance' ? 0.9 : 1));
  const diagnostics = category === 'performance' ? refs.filter((ref) => ref.weight === 0 && (scored(ref.id) ?? 1) < 0.5) : [];
  return [...weighted, ...diagnostics].map((ref) => `${ref.id} (${Math.round((scored(ref.id) ?? 0) * 100)})`);
}

/** Median scores over `runs` Lighthouse runs of one page. */
export async function lighthousePage(page: string, url: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseRow> {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run += 1) {
    const report = await runOnce(url, preset);
    reports.push(report);
    log(`  lighthouse ${preset} ${page} #${run + 1}: performance ${score(report.categories.performance)}, accessibility ${score(report.categories.accessibility)}, best practices ${score(report.categories['best-practices'])}`);
  }
  const byPerformance = [...reports].sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return {
    preset,
    page,
    url,
    runs,
    performance: median(reports.map((report) => score(report.categories.performance))),
    accessibility: median(reports.map((report) => score(report.categories.accessibility))),
    bestPractices: median(reports.map((report) => score(report.categories['best-practices']))),
    metrics: {
      fcpMs: round(median(reports.map((report) => numeric(report, 'first-contentful-paint')))),
      lcpMs: round(median(reports.map((report) => numeric(report, 'largest-contentful-paint')))),
      tbtMs: round(median(reports.map((report) => numeric(report, 'total-blocking-time')))),
      cls: round(median(reports.map((report) => numeric(report, 'cumulative-layout-shift'))), 3),
    },
    failedAudits: {
      performance: failedAudits(middle, 'performance'),
      accessibility: failedAudits(middle, 'accessibility'),
      bestPractices: failedAudits(middle, 'best-practices'),
    },
  };
}
