import { useEffect, useRef, useState } from 'react';
import { rosterT } from '../../../strings/admin-roster.ts';

export interface StatsSeries {
  label: string;
  data: readonly number[];
  color: string;
}

/**
 * Bars for one of 校友信息库's figures (side by side when there are two series). chart.js is imported when the page is
 * shown, with only the parts it draws, so it stays out of every other page's scripts; the table beside it holds the
 * same figures for a screen reader.
 */
export function StatsChart({ labels, series, label }: { labels: readonly string[]; series: readonly StatsSeries[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let alive = true;
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend }) => {
      if (!alive || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: [...labels],
          datasets: series.map((s) => ({
            label: s.label,
            data: [...s.data],
            backgroundColor: s.color,
            borderRadius: 3,
            maxBarThickness: 40,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: reduced ? false : { duration: 300 },
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12, font: { size: 12 } } } },
          scales: {
            x: { grid: { display: false }, ticks: { font: { size: 11 }, autoSkip: true, maxRotation: 45 } },
            y: { beginAtZero: true, ticks: { precision: 0 } },
          },
        },
      });
      setDrawn(true);
    });
    return () => {
      alive = false;
      chart?.destroy();
    };
  }, [labels, series]);
  return (
    <div className="roster-stats__chart" data-testid="roster-stats-chart" data-drawn={drawn ? 'true' : 'false'}>
      <canvas ref={canvas} role="img" aria-label={label} />
      {!drawn && <span className="roster-stats__loading">{rosterT.stats.loading}</span>}
    </div>
  );
}
