import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDay } from '@lobby/contract/console-dashboard';
import { t } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import styles from './dashboard.module.css';

const WIDTH = 720;
const HEIGHT = 240;
/** Money on the axis in whole units, compactly (1.2K); the table has the exact figures. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const moneyTick = (hundredths: number) => compact.format(Math.floor(hundredths / 100));
const money = (value: unknown) => formatMoney(Number(value));
/** MM-DD on the axis: the year is the table's. */
const dayTick = (day: string) => day.slice(5);

/**
 * A chart with its accessible name: the caption names the image, which a screen reader announces
 * as one (its SVG's shapes say nothing); the same numbers are in the table below.
 */
function Chart({
  title,
  children,
}: {
  title: string;
  /** The chart, given whether its tooltip may show (`false` closes it). */
  children: (tooltip: false | undefined) => ReactNode;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // A tapped tooltip stays on a touch screen: leaving the chart, a tap elsewhere or Escape closes it.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <figure className={styles.chart}>
      <figcaption id={id}>{title}</figcaption>
      {/* Focusable: on a narrow screen it scrolls sideways, by keyboard too. */}
      <div
        ref={box}
        role="img"
        aria-labelledby={id}
        className={styles.scroll}
        tabIndex={0}
        data-tooltip={open ? 'open' : 'closed'}
        onPointerDown={() => setOpen(true)}
        onPointerMove={() => setOpen(true)}
        onPointerLeave={() => setOpen(false)}
        onBlur={() => setOpen(false)}
      >
        {children(open ? undefined : false)}
      </div>
    </figure>
  );
}

/**
 * The period's charts (recharts: this module is only in the dashboard's lazy chunk). Each
 * series' colour has at least 4.5:1 against white: the legend and tooltip write in it.
 */
export function DashboardCharts({ series }: { series: readonly DashboardDay[] }) {
  const data = [...series];
  const common = { width: WIDTH, height: HEIGHT, data, accessibilityLayer: false } as const;
  return (
    <div className={styles.charts}>
      <Chart title={t('dashboard.charts.money')}>
        {(tooltip) => (
          <BarChart {...common}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={dayTick} />
            <YAxis tickFormatter={moneyTick} />
            <Tooltip formatter={money} active={tooltip} />
            <Legend />
            <Bar dataKey="deposits" name={t('dashboard.deposits')} fill="#1d4ed8" />
            <Bar dataKey="withdrawals" name={t('dashboard.withdrawals')} fill="#c2410c" />
          </BarChart>
        )}
      </Chart>
      <Chart title={t('dashboard.charts.revenue')}>
        {(tooltip) => (
          <LineChart {...common}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={dayTick} />
            <YAxis tickFormatter={moneyTick} />
            <Tooltip formatter={money} active={tooltip} />
            <Legend />
            <Line dataKey="ggr" name={t('dashboard.ggr')} stroke="#15803d" dot={false} />
            <Line
              dataKey="bonusCost"
              name={t('dashboard.bonusCost')}
              stroke="#b91c1c"
              dot={false}
            />
          </LineChart>
        )}
      </Chart>
      <Chart title={t('dashboard.charts.players')}>
        {(tooltip) => (
          <LineChart {...common}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={dayTick} />
            <YAxis allowDecimals={false} />
            <Tooltip active={tooltip} />
            <Legend />
            <Line
              dataKey="newPlayers"
              name={t('dashboard.newPlayers')}
              stroke="#6d28d9"
              dot={false}
            />
            <Line
              dataKey="activePlayers"
              name={t('dashboard.activePlayers')}
              stroke="#0e7490"
              dot={false}
            />
          </LineChart>
        )}
      </Chart>
    </div>
  );
}
