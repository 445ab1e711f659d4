import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

// Only what a line chart needs (chart.js is tree-shakable this way).
Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** Views and clicks per day, two lines on one axis. */
export function drawLinkChart(canvas: HTMLCanvasElement, labels: string[], series: { label: string; data: number[]; color: string }[]): Chart {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.data, borderColor: s.color, backgroundColor: s.color, pointRadius: labels.length > 60 ? 0 : 2, tension: 0.2 })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: true, position: 'bottom' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  });
}
