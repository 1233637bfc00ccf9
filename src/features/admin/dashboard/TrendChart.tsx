import { useEffect, useRef, useState } from 'react';
import { dashboardT } from '../../../strings/admin-ledger.ts';

interface Trend {
  weeks: readonly string[];
  signups: readonly number[] | null;
  donations: readonly number[] | null;
}

const BRAND = '#8a1538';
const ACCENT = '#2b6cb0';

/**
 * The last twelve weeks as a chart: sign-ups as bars (left axis), yuan paid as a line (right axis), each only when the
 * answer has it. chart.js is imported here, when the panel is shown, with only the parts it draws registered, so it
 * stays out of every other page's scripts.
 */
export function TrendChart({ trend }: { trend: Trend }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let alive = true;
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend }) => {
        if (!alive || !canvas.current) return;
        Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
        const datasets = [];
        if (trend.signups) {
          datasets.push({
            type: 'bar' as const,
            label: dashboardT.signups,
            data: [...trend.signups],
            backgroundColor: 'rgba(43, 108, 176, 0.55)',
            borderRadius: 4,
            yAxisID: 'signups',
            order: 2,
          });
        }
        if (trend.donations) {
          datasets.push({
            type: 'line' as const,
            label: dashboardT.donationsSeries,
            data: [...trend.donations],
            borderColor: BRAND,
            backgroundColor: BRAND,
            tension: 0.3,
            pointRadius: 3,
            yAxisID: 'donations',
            order: 1,
          });
        }
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        chart = new Chart(canvas.current, {
          data: { labels: trend.weeks.map(dashboardT.weekOf), datasets },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: reduced ? false : { duration: 400 },
            interaction: { mode: 'index', intersect: false },
            plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 12 } } } },
            scales: {
              x: { grid: { display: false }, ticks: { font: { size: 11 }, maxRotation: 0, autoSkip: true } },
              signups: {
                type: 'linear',
                display: !!trend.signups,
                position: 'left',
                beginAtZero: true,
                ticks: { precision: 0, color: ACCENT },
              },
              donations: {
                type: 'linear',
                display: !!trend.donations,
                position: 'right',
                beginAtZero: true,
                grid: { drawOnChartArea: !trend.signups },
                ticks: { color: BRAND, precision: 0 },
              },
            },
          },
        });
        setDrawn(true);
      },
    );
    return () => {
      alive = false;
      chart?.destroy();
    };
  }, [trend]);
  return (
    <div className="dashboard-chart" data-testid="dashboard-chart" data-drawn={drawn ? 'true' : 'false'}>
      <canvas ref={canvas} role="img" aria-label={dashboardT.trendLabel} />
      {!drawn && <span className="dashboard-chart__loading">{dashboardT.chartLoading}</span>}
    </div>
  );
}
