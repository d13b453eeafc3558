import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { SEARCH_ENDPOINTS } from '@platform/contract';
import { metricsRegistry } from '../../../api/src/metrics/registry';
import '../../../api/src/metrics/scrape-gauges';
import { requirePromtool, runPromtool } from '../../../api/src/testing/promtool';
import { REPOSITORY_ROOT } from '../config/env';

/**
 * deploy/prometheus/ checked by Prometheus's own tool: the scrape configuration, the alert rules
 * (`promtool check rules`) and their unit tests (`promtool test rules`), and every query of the
 * Grafana dashboard; and every metric they name is one the API or the worker serves.
 */

const DIR = path.join(REPOSITORY_ROOT, 'deploy', 'prometheus');
const RULES = z.object({ groups: z.array(z.object({ name: z.string(), rules: z.array(z.object({ alert: z.string(), expr: z.string() })) })) });
const RULE_TESTS = z.object({ tests: z.array(z.object({ alert_rule_test: z.array(z.object({ alertname: z.string(), exp_alerts: z.array(z.unknown()) })) })) });
const DASHBOARD = z.object({ panels: z.array(z.object({ title: z.string(), targets: z.array(z.object({ expr: z.string() })) })) });

async function yamlFile(name: string): Promise<unknown> {
  return parse(await readFile(path.join(DIR, name), 'utf8'));
}

/** `platform_…` names in PromQL text, less the suffixes of a histogram's series. */
function platformMetrics(expressions: readonly string[]): string[] {
  const names = expressions.flatMap((expr) => [...expr.matchAll(/\bplatform_[a-z0-9_]+/g)].map((match) => match[0].replace(/_(bucket|count|sum)$/, '')));
  return [...new Set(names)].sort();
}

beforeAll(() => {
  requirePromtool();
});

describe('deploy/prometheus', () => {
  it('prometheus.yml is a valid configuration whose rule files load (promtool check config)', async () => {
    const result = await runPromtool(['check', 'config', path.join(DIR, 'prometheus.yml')]);
    expect(`${result.stdout}${result.stderr}`).toContain('SUCCESS: 1 rule files found');
    expect(result.code).toBe(0);
  });

  it('the alert rules pass promtool check rules', async () => {
    const result = await runPromtool(['check', 'rules', path.join(DIR, 'alerts.yml')]);
    expect(result.stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect(result.code).toBe(0);
  });

  it('the alert rules pass their unit tests (promtool test rules), and each alert is tested firing', async () => {
    const result = await runPromtool(['test', 'rules', path.join(DIR, 'alerts.test.yml')]);
    expect(`${result.stdout}${result.stderr}`).toContain('SUCCESS');
    expect(result.code).toBe(0);

    const alerts = RULES.parse(await yamlFile('alerts.yml')).groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    const firing = RULE_TESTS.parse(await yamlFile('alerts.test.yml'))
      .tests.flatMap((test) => test.alert_rule_test)
      .filter((check) => check.exp_alerts.length > 0)
      .map((check) => check.alertname);
    expect(alerts.filter((alert) => !firing.includes(alert))).toEqual([]);
    expect(alerts).toEqual(expect.arrayContaining(['ApiDown', 'Api5xxRatioHigh', 'SearchP95OverBudget', 'JobBacklogOld', 'MailFailures', 'ReplicaLagHigh', 'DiskSpaceLow']));
  });

  it('a broken rule fails the check (the check is not a formality)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prometheus-rules-'));
    try {
      await writeFile(path.join(dir, 'broken.yml'), stringify({ groups: [{ name: 'broken', rules: [{ alert: 'Broken', expr: 'sum(rate(platform_mail_sent_total[5m]) > ' }] }] }));
      const result = await runPromtool(['check', 'rules', path.join(dir, 'broken.yml')]);
      expect(result.code).not.toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('every query of the Grafana dashboard is valid PromQL', async () => {
    const dashboard = DASHBOARD.parse(JSON.parse(await readFile(path.join(DIR, 'grafana-dashboard.json'), 'utf8')));
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    expect(expressions.length).toBeGreaterThan(15);
    // promtool parses the PromQL of rules: each query becomes a recording rule of a scratch file.
    const dir = await mkdtemp(path.join(tmpdir(), 'prometheus-dashboard-'));
    try {
      const rules = { groups: [{ name: 'dashboard', rules: expressions.map((expr, index) => ({ record: `dashboard:query_${index}`, expr })) }] };
      await writeFile(path.join(dir, 'dashboard.yml'), stringify(rules));
      const result = await runPromtool(['check', 'rules', path.join(dir, 'dashboard.yml')]);
      expect(`${result.stdout}${result.stderr}`).toContain(`SUCCESS: ${expressions.length} rules found`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('budgets search by the route pattern the API labels it with', async () => {
    const rules = RULES.parse(await yamlFile('alerts.yml')).groups.flatMap((group) => group.rules);
    const search = rules.find((rule) => rule.alert === 'SearchP95OverBudget');
    expect(search?.expr).toContain(`route="/api${SEARCH_ENDPOINTS.search.path}"`);
  });

  it('names only metrics the API and the worker serve', async () => {
    const served = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
    const rules = RULES.parse(await yamlFile('alerts.yml')).groups.flatMap((group) => group.rules.map((rule) => rule.expr));
    const dashboard = DASHBOARD.parse(JSON.parse(await readFile(path.join(DIR, 'grafana-dashboard.json'), 'utf8')));
    const named = platformMetrics([...rules, ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))]);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !served.has(name))).toEqual([]);
  });
});
