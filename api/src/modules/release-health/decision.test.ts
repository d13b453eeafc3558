import { figuresOf, type HealthThresholds, judge } from './decision';

const THRESHOLDS: HealthThresholds = { minLoads: 50, maxFailureRate: 0.02, ratio: 2, margin: 0.01 };

const version = (name: string, loads: number, failures: number) => figuresOf(name, { mounted: loads - failures, 'mount-threw': failures });

describe('figuresOf', () => {
  it('counts each load once by how it ended, renders that threw as failures, fallbacks as neither', () => {
    expect(figuresOf('v2', { mounted: 90, 'entry-failed': 4, 'chunk-failed': 3, 'mount-threw': 3, 'render-threw': 5, fallback: 7 })).toEqual({
      version: 'v2',
      loads: 100,
      failures: 15,
      rate: 0.15,
    });
  });

  it('has a rate of 0 without loads and at most 1 when renders fail repeatedly', () => {
    expect(figuresOf('v1', {}).rate).toBe(0);
    expect(figuresOf('v1', { mounted: 2, 'render-threw': 9 }).rate).toBe(1);
  });
});

describe('judge', () => {
  it('calls a canary unhealthy with enough loads, a rate above the limit and clearly worse than stable, stating the figures', () => {
    const verdict = judge(version('s2', 60, 30), version('s1', 60, 0), THRESHOLDS);
    expect(verdict.unhealthy).toBe(true);
    expect(verdict.reason).toContain('canary s2: 30 failures in 60 loads (50.0 %)');
    expect(verdict.reason).toContain('stable s1: 0 failures in 60 loads (0.0 %)');
  });

  it('does not judge below the minimum of loads, however bad', () => {
    const verdict = judge(version('s2', 49, 49), version('s1', 100, 0), THRESHOLDS);
    expect(verdict).toEqual({ unhealthy: false, reason: expect.stringContaining('too few loads to judge (at least 50)') });
    expect(judge(version('s2', 50, 49), version('s1', 100, 0), THRESHOLDS).unhealthy).toBe(true);
  });

  it('keeps a canary whose rate is at or below the absolute limit, even against a perfect stable', () => {
    expect(judge(version('s2', 100, 2), version('s1', 100, 0), THRESHOLDS).unhealthy).toBe(false);
    expect(judge(version('s2', 100, 3), version('s1', 100, 0), THRESHOLDS).unhealthy).toBe(true);
  });

  it('keeps a canary that fails about as often as stable (an outage of both is not the new version)', () => {
    // 10 % against 8 %: needs at least 2 × 8 % + 1 % = 17 %.
    expect(judge(version('s2', 100, 10), version('s1', 100, 8), THRESHOLDS).unhealthy).toBe(false);
    expect(judge(version('s2', 100, 17), version('s1', 100, 8), THRESHOLDS).unhealthy).toBe(true);
  });

  it('decides on the absolute limit alone without a baseline or with one never loaded', () => {
    expect(judge(version('s2', 100, 3), undefined, THRESHOLDS, { candidate: 'release', baseline: 'previous' })).toEqual({
      unhealthy: true,
      reason: expect.stringContaining('no previous version'),
    });
    expect(judge(version('s2', 100, 3), figuresOf('s1', {}), THRESHOLDS).unhealthy).toBe(true);
  });
});
