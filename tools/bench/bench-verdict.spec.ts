import {
  BASELINE_SPREAD_LIMIT,
  LOAD_PER_CORE_LIMIT,
  loadPerCore,
  median,
  medianLatency,
  percentiles,
  resultLine,
  scheduledAt,
  spread,
  steadyRate,
  verdict,
} from './bench-verdict.mjs';

const quiet = { loads: [0.3, 0.9], baseline: [1000, 1050, 980] };

describe('rate mode', () => {
  it('runs the latency rounds at half the baseline median sustained rate, in whole requests', () => {
    expect(steadyRate([2226, 1202, 1441])).toBe(720);
    expect(steadyRate([249, 251, 250, 248])).toBe(124);
    expect(steadyRate([1])).toBe(1);
  });

  it('refuses to derive a rate from no sustained baseline', () => {
    expect(() => steadyRate([])).toThrow(/no sustained baseline rate/);
    expect(() => steadyRate([0, 0, 0])).toThrow(/no sustained baseline rate/);
  });

  it('takes each percentile median over rounds', () => {
    expect(
      medianLatency([
        { p50: 3, p99: 12, p999: 40 },
        { p50: 2, p99: 30, p999: 90 },
        { p50: 4, p99: 10, p999: 35 },
      ]),
    ).toEqual({ p50: 3, p99: 12, p999: 40 });
  });

  it('takes a true median and a spread of (max - min) / median', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(spread([900, 1000, 1200])).toBeCloseTo(0.3);
  });
});

describe('verdict rules', () => {
  it('passes or fails on the goal when the machine is quiet and the baseline steady', () => {
    expect(verdict({ value: 1.2, goal: 1.5, better: 'lower', ...quiet }).status).toBe('PASS');
    expect(verdict({ value: 1.6, goal: 1.5, better: 'lower', ...quiet }).status).toBe('FAIL');
    expect(verdict({ value: 0.55, goal: 0.5, better: 'higher', ...quiet }).status).toBe('PASS');
    expect(verdict({ value: 0.45, goal: 0.5, better: 'higher', ...quiet }).status).toBe('FAIL');
  });

  it('is INCONCLUSIVE when the load per core goes above the limit, whether the goal is met or not', () => {
    const loads = [0.4, LOAD_PER_CORE_LIMIT + 0.1];
    for (const value of [1.2, 1.6]) {
      const r = verdict({ value, goal: 1.5, better: 'lower', baseline: quiet.baseline, loads });
      expect(r.status).toBe('INCONCLUSIVE');
      expect(r.reasons).toEqual([`load average 1.60 per core above ${LOAD_PER_CORE_LIMIT}`]);
    }
    expect(verdict({ value: 1.2, goal: 1.5, better: 'lower', baseline: quiet.baseline, loads: [LOAD_PER_CORE_LIMIT] }).status).toBe('PASS');
  });

  it('is INCONCLUSIVE when the baseline spreads more than the limit between rounds', () => {
    const r = verdict({ value: 0.7, goal: 0.5, better: 'higher', baseline: [854, 1202, 1441], loads: quiet.loads });
    expect(r.status).toBe('INCONCLUSIVE');
    expect(r.reasons).toEqual([`baseline spread 49% above ${BASELINE_SPREAD_LIMIT * 100}%`]);
    expect(r.baselineSpread).toBeCloseTo((1441 - 854) / 1202);
  });

  it('is INCONCLUSIVE with fewer than three baseline rounds, no load reading or no value', () => {
    expect(verdict({ value: 0.7, goal: 0.5, better: 'higher', baseline: [1000, 1010], loads: quiet.loads }).status).toBe('INCONCLUSIVE');
    expect(verdict({ value: 0.7, goal: 0.5, better: 'higher', baseline: quiet.baseline, loads: [] }).status).toBe('INCONCLUSIVE');
    expect(verdict({ value: NaN, goal: 0.5, better: 'higher', ...quiet }).status).toBe('INCONCLUSIVE');
  });

  it('judges a goal with no same-run baseline (a memory ceiling) on the goal and the load only', () => {
    expect(verdict({ value: 9.1, goal: 50, better: 'lower', loads: [0.4, 0.8] }).status).toBe('PASS');
    expect(verdict({ value: 63, goal: 50, better: 'lower', loads: [0.4, 0.8] }).status).toBe('FAIL');
    const loaded = verdict({ value: 9.1, goal: 50, better: 'lower', loads: [2.5] });
    expect(loaded.status).toBe('INCONCLUSIVE');
    expect(resultLine({ name: 'export', goalText: '< 50 MB', figures: '+9.1 MB', result: loaded })).toBe(
      'INCONCLUSIVE (load average 2.50 per core above 1.5) · export: +9.1 MB (goal < 50 MB) · load 2.50-2.50 per core · no baseline rounds',
    );
  });

  it('divides the 1-minute load average by the cores', () => {
    expect(loadPerCore([3, 2, 1], 2)).toBe(1.5);
    expect(loadPerCore([3, 2, 1], 0)).toBe(3);
  });

  it('prints the verdict, its reasons, the figures, the load and the spread in one line', () => {
    const result = verdict({ value: 2, goal: 1.5, better: 'lower', baseline: [10, 20, 12], loads: [0.5, 2] });
    expect(resultLine({ name: 'unread count p99 at 600 req/s', goalText: '≤ 1.5x', figures: 'api 24 ms, raw 12 ms, 2.00x', result })).toBe(
      'INCONCLUSIVE (load average 2.00 per core above 1.5; baseline spread 83% above 25%) · unread count p99 at 600 req/s: api 24 ms, raw 12 ms, 2.00x (goal ≤ 1.5x) · load 0.50-2.00 per core · baseline spread 83%',
    );
  });
});

describe('open-loop schedule and percentiles', () => {
  it('schedules request i at i / rate seconds, whatever the answers do', () => {
    expect(scheduledAt(0, 500)).toBe(0);
    expect(scheduledAt(1, 500)).toBe(2);
    expect(scheduledAt(750, 500)).toBe(1500);
  });

  it('answers nearest-rank p50, p99 and p99.9 that some request actually had', () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => i + 1).reverse();
    expect(percentiles(latencies)).toEqual({ p50: 500, p99: 990, p999: 999 });
    expect(percentiles([7])).toEqual({ p50: 7, p99: 7, p999: 7 });
    expect(percentiles([])).toEqual({ p50: NaN, p99: NaN, p999: NaN });
  });
});
