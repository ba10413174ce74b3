import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { BalanceHistoryPoint } from '../api/account-api';
import { balanceScale, highestPoint, monthDate } from '../lib/balance-chart';

const HEIGHT = 240;
const MARGIN = { top: 24, right: 8, bottom: 40, left: 60 };
/** Below this width per month, bars carry no value label (the axis and the table have them). */
const LABELLED_BAND = 52;
/** Below this width per month, months are written with one letter (J F M …) so labels never overlap. */
const SHORT_MONTH_BAND = 34;

/** The width of an element, followed as it changes (the chart draws in real pixels). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  // Measured before the first paint, not from the observer's first report a frame later: the
  // fallback width drawn meanwhile stuck out of a phone's screen.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = (contentWidth: number) =>
      contentWidth > 0 ? Math.max(240, Math.floor(contentWidth)) : fallback;
    setWidth(measured(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(measured(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * The closing balance of each month as columns, drawn in SVG at the container's real width so
 * the labels stay readable at 360 px. The same numbers are a table for screen readers (and on
 * request for everyone); the picture itself is hidden from assistive technology.
 */
export function BalanceChart({ points }: { points: readonly BalanceHistoryPoint[] }) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [containerRef, width] = useWidth<HTMLDivElement>(640);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
      narrowMonth: new Intl.DateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }),
      monthYear: new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }),
      shortYear: new Intl.DateTimeFormat(locale, { year: '2-digit', timeZone: 'UTC' }),
      compact: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    }),
    [locale],
  );
  // Axis and bar labels only: compact display, never arithmetic on the amount.
  const compact = (cents: number) => formats.compact.format(cents / 100);
  const monthName = (month: string) => formats.monthYear.format(monthDate(month));

  const scale = balanceScale(points);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = points.length > 0 ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(6, Math.min(48, band * 0.6));
  const y = (cents: number) =>
    MARGIN.top + ((scale.max - cents) / (scale.max - scale.min)) * plotHeight;
  const zeroY = y(0);

  const highest = highestPoint(points);
  const current = points.at(-1);

  return (
    <div className="flex flex-col gap-3">
      {current ? (
        <p>
          {t('chart.summary', {
            current: formatCents(current.closingBalance, locale),
            date: formatCalendarDate(current.periodEnd, locale),
          })}{' '}
          {highest && highest.closingBalance > 0
            ? t('chart.highest', {
                month: monthName(highest.month),
                amount: formatCents(highest.closingBalance, locale),
              })
            : null}
        </p>
      ) : null}
      <div ref={containerRef} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          focusable="false"
          className="block max-w-full overflow-visible text-ink"
        >
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-ink' : 'stroke-line'}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-ink-muted text-xs"
              >
                {compact(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) => {
            const centre = MARGIN.left + band * index + band / 2;
            const top = Math.min(y(point.closingBalance), zeroY);
            const height = Math.max(
              point.closingBalance === 0 ? 0 : 2,
              Math.abs(y(point.closingBalance) - zeroY),
            );
            const month = monthDate(point.month);
            const showYear = index === 0 || month.getUTCMonth() === 0;
            return (
              <g key={point.month}>
                <rect
                  x={centre - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={height}
                  rx={2}
                  className={point.isCurrentMonth ? 'fill-ink-muted' : 'fill-brand'}
                />
                {band >= LABELLED_BAND && point.closingBalance !== 0 ? (
                  <text
                    x={centre}
                    y={point.closingBalance > 0 ? top - 6 : top + height + 14}
                    textAnchor="middle"
                    className="fill-ink text-xs font-semibold"
                  >
                    {compact(point.closingBalance)}
                  </text>
                ) : null}
                <text
                  x={centre}
                  y={HEIGHT - MARGIN.bottom + 16}
                  textAnchor="middle"
                  className="fill-ink text-xs"
                >
                  {(band >= SHORT_MONTH_BAND ? formats.month : formats.narrowMonth).format(month)}
                </text>
                {showYear ? (
                  <text
                    x={centre}
                    y={HEIGHT - MARGIN.bottom + 32}
                    textAnchor="middle"
                    className="fill-ink-muted text-xs"
                  >
                    {(band >= SHORT_MONTH_BAND ? formats.year : formats.shortYear).format(month)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      {current?.isCurrentMonth ? (
        <p className="text-sm text-ink-muted">
          {t('chart.currentMonthNote', {
            month: monthName(current.month),
            date: formatCalendarDate(current.periodEnd, locale),
          })}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => {
            setShowTable((shown) => !shown);
          }}
          className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </button>
      </div>
      {/* The wrapper is what is visually hidden: a table cannot shrink to sr-only's 1px. */}
      <div id={tableId} className={showTable ? undefined : 'sr-only'}>
        <table className="w-full max-w-md text-sm">
          <caption className={showTable ? 'mb-1 text-left font-semibold' : undefined}>
            {t('chart.tableCaption')}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 text-left">
                {t('chart.month')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('chart.closingBalance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month} className="border-b border-line">
                <th scope="row" className="py-1 text-left font-normal">
                  {point.isCurrentMonth
                    ? t('chart.monthSoFar', {
                        month: monthName(point.month),
                        date: formatCalendarDate(point.periodEnd, locale),
                      })
                    : monthName(point.month)}
                </th>
                <td className="py-1 text-right tabular-nums">
                  {formatCents(point.closingBalance, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
