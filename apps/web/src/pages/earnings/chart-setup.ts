import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a bar chart needs (chart.js is tree-shakable this way).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Draws euros per group; the axis is in euros for reading, the numbers themselves come from cents. */
export function drawBarChart(canvas: HTMLCanvasElement, labels: string[], euros: number[], label: string): Chart {
  return new Chart(canvas, {
    type: 'bar',
    data: { labels, datasets: [{ label, data: euros, backgroundColor: '#4f46e5', borderRadius: 4 }] },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true } },
    },
  });
}
