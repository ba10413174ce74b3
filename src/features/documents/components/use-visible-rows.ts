import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrinting } from '@/lib/use-printing';

/** From this many documents on, only the rows in view (and a few around them) are rendered. */
export const VIRTUAL_FROM = 100;
/** A row at 360 px: the name's line and the summary line under it. */
const ESTIMATED_ROW_HEIGHT = 72;
/** Rows rendered beyond each edge of the window: Tab always finds the next row already there. */
const OVERSCAN = 10;

/** One rendered row, or the blank height standing in for the rows between two rendered ones. */
export type VisibleRow =
  { kind: 'row'; index: number } | { kind: 'gap'; key: string; height: number };

/**
 * The rows of a long table scrolled with the page itself (issue 55 item 8): a folder of 2,000
 * documents renders a few dozen rows, with blank rows of the same height for the rest, so the
 * page's scroll bar, End and Page Down reach the last document. Short tables, and every table
 * while printing, render every row. The row last focused is always rendered, so scrolling away
 * from it keeps the focus (and a menu's or a dialog's way back to its button).
 */
export function useVisibleRows(count: number) {
  const printing = usePrinting();
  const virtual = count >= VIRTUAL_FROM && !printing;
  const body = useRef<HTMLTableSectionElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  // Where the body starts on the page: whatever above it grows or shrinks moves it.
  const measureMargin = useCallback(() => {
    if (!body.current) return;
    const top = Math.round(body.current.getBoundingClientRect().top + window.scrollY);
    setScrollMargin((current) => (current === top ? current : top));
  }, []);
  useLayoutEffect(measureMargin);
  useLayoutEffect(() => {
    if (!virtual) return;
    const observer = new ResizeObserver(measureMargin);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual, measureMargin]);

  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    enabled: virtual,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
  });

  let rows: VisibleRow[];
  if (!virtual) {
    rows = Array.from({ length: count }, (_, index) => ({ kind: 'row', index }));
  } else {
    rows = [];
    let end = scrollMargin;
    for (const item of virtualizer.getVirtualItems()) {
      if (item.start > end)
        rows.push({ kind: 'gap', key: `gap-${item.index}`, height: item.start - end });
      rows.push({ kind: 'row', index: item.index });
      end = item.end;
    }
    const bottom = scrollMargin + virtualizer.getTotalSize();
    if (bottom > end) rows.push({ kind: 'gap', key: 'gap-end', height: bottom - end });
  }

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = Number(event.target.closest('tr')?.dataset.index);
    if (Number.isInteger(index)) setFocused(index);
  };

  return {
    rows,
    bodyProps: { ref: body, onFocus },
    /** Set on each rendered row (with `data-index`) so its real height is measured. */
    measureRow: virtual ? virtualizer.measureElement : undefined,
  };
}
