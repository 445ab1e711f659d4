import { useEffect, useRef } from 'react';

/** jsdom (unit tests) has no canvas: the table beside the chart carries the same numbers. */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/** Views and clicks by day; chart.js is imported when the chart first mounts, so only this page loads it. */
export function LinkChart({
  labels,
  views,
  clicks,
  viewsLabel,
  clicksLabel,
  label,
}: {
  readonly labels: readonly string[];
  readonly views: readonly number[];
  readonly clicks: readonly number[];
  readonly viewsLabel: string;
  readonly clicksLabel: string;
  readonly label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || !canDraw()) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('./link-chart-setup').then(({ drawLinkChart }) => {
      if (cancelled || !canvas.current) return;
      chart = drawLinkChart(canvas.current, [...labels], [
        { label: viewsLabel, data: [...views], color: '#4f46e5' },
        { label: clicksLabel, data: [...clicks], color: '#22d3ee' },
      ]);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, views, clicks, viewsLabel, clicksLabel]);
  return (
    <div className="link-chart">
      <canvas ref={canvas} data-testid="link-stats-chart" role="img" aria-label={label} />
    </div>
  );
}
