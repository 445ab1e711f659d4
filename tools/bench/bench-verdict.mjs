// The harness's pure rules (no servers, no I/O), shared by the benchmarks and unit-tested in bench-verdict.spec.ts.

/** Above this 1-minute load average per core, at the start or end of a measured round, the round says more about the
 * machine than the code: the bench itself keeps about one task per core busy (server and load generator pinned one each). */
export const LOAD_PER_CORE_LIMIT = 1.5;
/** Above this spread of the baseline's figure between rounds, (max - min) / median, the baseline is not a stable yardstick. */
export const BASELINE_SPREAD_LIMIT = 0.25;
/** Latency goals compare p99s at the same fixed rate: the subject's at most this many times the baseline's. */
export const P99_RATIO_GOAL = 1.5;
/** The fixed rate is this share of what the baseline sustains in the same run, so both sides have headroom and no queue. */
export const RATE_SHARE = 0.5;
/** Fewer baseline rounds than this cannot show a spread. */
export const MIN_BASELINE_ROUNDS = 3;

export const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** (max - min) / median of the baseline's per-round figures. */
export const spread = (xs) => (xs.length ? (Math.max(...xs) - Math.min(...xs)) / median(xs) : NaN);

/** The open-loop rate for the latency rounds: half of the baseline's median sustained rate, whole requests per second, at least 1. */
export const steadyRate = (baselineRps, share = RATE_SHARE) => {
  const sustained = median(baselineRps);
  if (!(sustained > 0)) throw new Error(`no sustained baseline rate to derive a steady rate from (${baselineRps.join(', ')})`);
  return Math.max(1, Math.floor(sustained * share));
};

/** Median of each percentile over rounds: [{p50, p99, p999}] -> {p50, p99, p999}. */
export const medianLatency = (rounds) => ({
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  p999: median(rounds.map((r) => r.p999)),
});

/** Load average per core for os.loadavg() and os.cpus().length. */
export const loadPerCore = (loadavg, cores) => loadavg[0] / Math.max(1, cores);

/**
 * PASS, FAIL or INCONCLUSIVE for one goal.
 * - value, goal, better: the measured figure (e.g. a ratio), its goal, and 'higher' (value >= goal passes) or 'lower' (value <= goal).
 * - baseline: the baseline's per-round figures the goal is measured against (rates or p99s); omitted for a goal with no
 *   same-run baseline (a memory ceiling), which then has no spread rule.
 * - loads: load averages per core read at the start and end of the measured rounds.
 * A heavy load or an unstable baseline makes it INCONCLUSIVE whatever the value says.
 * @param {{ value: number, goal: number, better: 'higher' | 'lower', baseline?: number[], loads: number[], loadLimit?: number, spreadLimit?: number }} goal
 */
export function verdict({ value, goal, better, baseline, loads, loadLimit = LOAD_PER_CORE_LIMIT, spreadLimit = BASELINE_SPREAD_LIMIT }) {
  if (better !== 'higher' && better !== 'lower') throw new Error(`better must be 'higher' or 'lower', not ${better}`);
  const reasons = [];
  const maxLoad = loads.length ? Math.max(...loads) : NaN;
  const baselineSpread = baseline ? spread(baseline) : NaN;
  if (!loads.length) reasons.push('no load average recorded');
  else if (maxLoad > loadLimit) reasons.push(`load average ${maxLoad.toFixed(2)} per core above ${loadLimit}`);
  if (baseline && baseline.length < MIN_BASELINE_ROUNDS) reasons.push(`${baseline.length} baseline round(s), fewer than ${MIN_BASELINE_ROUNDS}`);
  else if (baseline && baselineSpread > spreadLimit) reasons.push(`baseline spread ${(baselineSpread * 100).toFixed(0)}% above ${(spreadLimit * 100).toFixed(0)}%`);
  if (!Number.isFinite(value)) reasons.push('no measured value');
  const meets = better === 'higher' ? value >= goal : value <= goal;
  const status = reasons.length ? 'INCONCLUSIVE' : meets ? 'PASS' : 'FAIL';
  return { status, meets, reasons, maxLoad, minLoad: loads.length ? Math.min(...loads) : NaN, hasBaseline: Boolean(baseline), baselineSpread };
}

const fixed = (x, digits) => (Number.isFinite(x) ? x.toFixed(digits) : '?');

/** One result line: the goal, the figures, the verdict, the load and the baseline's spread. */
export function resultLine({ name, goalText, figures, result }) {
  const load = `load ${fixed(result.minLoad, 2)}-${fixed(result.maxLoad, 2)} per core`;
  const baselineSpread = !result.hasBaseline ? 'no baseline rounds' : `baseline spread ${fixed(result.baselineSpread * 100, 0)}%`;
  const why = result.status === 'INCONCLUSIVE' ? ` (${result.reasons.join('; ')})` : '';
  return `${result.status}${why} · ${name}: ${figures} (goal ${goalText}) · ${load} · ${baselineSpread}`;
}

/** Nearest-rank percentile (q in 0..1) of sorted values. */
const rank = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** p50, p99 and p99.9 of latencies in ms (nearest rank, so every figure is a latency some request had). */
export function percentiles(latenciesMs) {
  if (!latenciesMs.length) return { p50: NaN, p99: NaN, p999: NaN };
  const sorted = Float64Array.from(latenciesMs).sort();
  return { p50: rank(sorted, 0.5), p99: rank(sorted, 0.99), p999: rank(sorted, 0.999) };
}

/** The i-th request's intended send time, ms after the start, at a fixed rate: an open loop sends on schedule
 * whether or not earlier answers came back, and a request's latency counts from this time, not from when a socket was free. */
export const scheduledAt = (i, rate) => (i * 1000) / rate;
