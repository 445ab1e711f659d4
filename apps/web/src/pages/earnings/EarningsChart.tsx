import type { RoyaltySummaryGroup } from '@soundpost/contracts';
import { useEffect, useRef } from 'react';

/** jsdom (unit tests) has no canvas: the table under the chart carries the same numbers. */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/**
 * A bar chart of the groups' earnings. chart.js is imported here, when the chart first mounts, so
 * it ships in its own chunk that only the Earnings page loads (docs/benchmarks.md, public bundle).
 */
export function EarningsChart({ groups, label }: { readonly groups: readonly RoyaltySummaryGroup[]; readonly label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || !canDraw()) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('./chart-setup').then(({ drawBarChart }) => {
      if (cancelled || !canvas.current) return;
      chart = drawBarChart(
        canvas.current,
        groups.map((g) => g.label || g.key || '—'),
        groups.map((g) => g.amount_cents / 100),
        label,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [groups, label]);
  return (
    <div className="earnings-chart">
      <canvas ref={canvas} data-testid="earnings-chart" role="img" aria-label={label} />
    </div>
  );
}
