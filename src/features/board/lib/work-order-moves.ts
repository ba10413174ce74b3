import type { WorkOrderStatus } from '../api/board-api';

/** The statuses a board member can move a work order to (the contract's `WorkOrderStatusChange`). */
export type WorkOrderMove = 'open' | 'inProgress' | 'completed' | 'cancelled';

/**
 * Where a work order can go from its status: on while it is open or assigned, completed or
 * cancelled once started; a completed or cancelled one can only be reopened.
 */
export function nextWorkOrderStatuses(status: WorkOrderStatus): WorkOrderMove[] {
  switch (status) {
    case 'open':
    case 'assigned':
      return ['inProgress', 'completed', 'cancelled'];
    case 'inProgress':
      return ['completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return ['open'];
  }
}
