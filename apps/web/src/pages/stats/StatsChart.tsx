import { useEffect, useRef } from 'react';

/** jsdom (unit tests) has no canvas: the tables beside the charts carry the same numbers. */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/**
 * A line (streams over time) or bar (streams by country) chart. chart.js is imported when the chart first
 * mounts, so it ships in its own chunk that only the Statistics page loads (docs/benchmarks.md, public bundle).
 */
export function StatsChart({
  kind,
  labels,
  streams,
  label,
  testId,
}: {
  readonly kind: 'line' | 'bar';
  readonly labels: readonly string[];
  readonly streams: readonly number[];
  readonly label: string;
  readonly testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || !canDraw()) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('./chart-setup').then(({ drawStreamsChart }) => {
      if (cancelled || !canvas.current) return;
      chart = drawStreamsChart(canvas.current, kind, [...labels], [...streams], label);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, streams, label]);
  return (
    <div className="stats-chart">
      <canvas ref={canvas} data-testid={testId} role="img" aria-label={label} />
    </div>
  );
}
