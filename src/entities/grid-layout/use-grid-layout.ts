import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { ColumnState, DataTableNotice } from '@/components/data-table';
import { showGridToast } from '@/components/toast';
import {
  $gridsColumnState,
  gridColumnStateReset,
  gridColumnStateSaved,
} from '@/entities/session/model';

/**
 * Connects a grid's layout to the session: stored per grid id in `gridsColumnState` (persisted
 * under `user-store`, SPEC §3), with the SPEC §8 grid toasts for saved, reset and restored.
 * Every feature's grid uses this one hook.
 */
export function useGridLayout(gridId: string) {
  const savedState = useUnit($gridsColumnState)[gridId];
  const handlers = useMemo(
    () => ({
      onSaveState: (columnState: ColumnState) => {
        gridColumnStateSaved({ gridId, columnState });
      },
      onResetState: () => {
        gridColumnStateReset(gridId);
      },
      onNotice: (notice: DataTableNotice) => {
        void showGridToast(notice);
      },
    }),
    [gridId],
  );
  return { savedState, ...handlers };
}
