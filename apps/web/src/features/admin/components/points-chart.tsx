import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TAllPoints } from '@dpts/contract/admin';
import { dayLabel } from '../lib/format';

/** Points per day as bars (uPlot: ~50 kB, loaded only with this chunk). */
export default function PointsChart({ perDay }: { perDay: TAllPoints['perDay'] }) {
  const { t } = useLingui();
  const label = t`Points`;
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = perDay.map((_, i) => i);
    const ys = perDay.map((d) => d.points);
    const brand =
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim() ||
      '#0b6e4f';
    const bars = uPlot.paths.bars!({ size: [0.7, 40] });
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 220,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => (perDay[i] ? dayLabel(perDay[i].day) : '')),
            stroke: '#667085',
            grid: { show: false },
          },
          { stroke: '#667085', grid: { stroke: '#eaecf0' }, size: 56 },
        ],
        series: [{}, { label, stroke: brand, fill: brand, paths: bars, points: { show: false } }],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [perDay, label]);
  return <div ref={host} aria-hidden="true" className="w-full" data-testid="points-chart" />;
}
