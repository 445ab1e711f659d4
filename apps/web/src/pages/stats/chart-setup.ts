import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

// Only the parts a line and a bar chart need (chart.js is tree-shakable this way).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

/** Streams per day, week or month as a line; per country as bars. */
export function drawStreamsChart(canvas: HTMLCanvasElement, kind: 'line' | 'bar', labels: string[], streams: number[], label: string): Chart {
  return new Chart(canvas, {
    type: kind,
    data: {
      labels,
      datasets: [{ label, data: streams, borderColor: '#4f46e5', backgroundColor: '#4f46e5', borderRadius: kind === 'bar' ? 4 : 0, pointRadius: labels.length > 60 ? 0 : 2, tension: 0.2 }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  });
}
