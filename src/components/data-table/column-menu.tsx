import { ArrowLeft, ArrowRight, Columns3, Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';

export interface ColumnMenuItem {
  id: string;
  header: string;
  visible: boolean;
  hideable: boolean;
  size: number;
  minSize: number;
  maxSize: number;
}

interface ColumnMenuProps {
  gridId: string;
  /** Every column, in display order. */
  items: readonly ColumnMenuItem[];
  /** The layout differs from the stored one. */
  dirty: boolean;
  onToggle: (id: string, visible: boolean) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onResize: (id: string, delta: number) => void;
  onSave: () => void;
  onReset: () => void;
}

/** How far one press of "narrower" or "wider" changes a column, in CSS pixels. */
export const RESIZE_STEP = 24;

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-surface text-ink hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * The keyboard way to lay out the grid (a dialog: Radix's popover would add its positioning
 * library to every grid page): show or hide, move left or right and make narrower or
 * wider every column, then save or reset. Buttons that cannot act stay focusable (aria-disabled),
 * so focus never drops to the page when a column reaches the end of the row.
 */
export function ColumnMenu({
  gridId,
  items,
  dirty,
  onToggle,
  onMove,
  onResize,
  onSave,
  onReset,
}: ColumnMenuProps) {
  const { t } = useTranslation('data-table');
  const visibleIds = items.filter((item) => item.visible).map((item) => item.id);
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 text-sm font-semibold hover:bg-surface-muted">
        <Columns3 aria-hidden="true" className="size-4" />
        {t('columns.button')}
      </DialogTrigger>
      <DialogContent
        title={t('columns.title')}
        description={t('columns.description')}
        closeLabel={t('columns.close')}
      >
        <ul className="mt-3 divide-y divide-line">
          {items.map((item) => {
            const position = visibleIds.indexOf(item.id);
            const onlyVisible = item.visible && visibleIds.length === 1;
            const canHide = item.hideable && !onlyVisible;
            const canMoveLeft = item.visible && position > 0;
            const canMoveRight = item.visible && position < visibleIds.length - 1;
            const canNarrow = item.visible && item.size > item.minSize;
            const canWiden = item.visible && item.size < item.maxSize;
            const checkboxId = `${gridId}-column-${item.id}`;
            const act = (allowed: boolean, action: () => void) => () => {
              if (allowed) action();
            };
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="flex min-w-32 flex-1 items-center gap-2">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="size-6 shrink-0"
                    checked={item.visible}
                    disabled={!canHide && item.visible}
                    onChange={(event) => {
                      onToggle(item.id, event.target.checked);
                    }}
                  />
                  <label htmlFor={checkboxId} className="break-words">
                    {item.header}
                  </label>
                </span>
                <span className={cn('flex items-center gap-1', !item.visible && 'invisible')}>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('columns.moveLeft', { column: item.header })}
                    aria-disabled={!canMoveLeft}
                    onClick={act(canMoveLeft, () => {
                      onMove(item.id, -1);
                    })}
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('columns.moveRight', { column: item.header })}
                    aria-disabled={!canMoveRight}
                    onClick={act(canMoveRight, () => {
                      onMove(item.id, 1);
                    })}
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('columns.narrower', { column: item.header })}
                    aria-disabled={!canNarrow}
                    onClick={act(canNarrow, () => {
                      onResize(item.id, -RESIZE_STEP);
                    })}
                  >
                    <Minus aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('columns.wider', { column: item.header })}
                    aria-disabled={!canWiden}
                    onClick={act(canWiden, () => {
                      onResize(item.id, RESIZE_STEP);
                    })}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                  <span className="w-16 text-right text-sm text-ink-muted tabular-nums">
                    {t('columns.width', { width: item.size })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:brightness-110"
            onClick={onSave}
          >
            {t('columns.save')}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-md border border-line bg-surface px-4 text-sm font-semibold hover:bg-surface-muted"
            onClick={onReset}
          >
            {t('columns.reset')}
          </button>
          {dirty ? <p className="text-sm text-ink-muted">{t('columns.unsaved')}</p> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
