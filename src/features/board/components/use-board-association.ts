import { useUnit } from 'effector-react';
import { boardAssociationFor } from '@/entities/session/lib/roles';
import { $selectedAssociationId } from '@/entities/session/model';
import { useRoles, useSettings } from '@/entities/session/queries';

/**
 * The association whose board pages are shown: the selected property's association when the
 * person sits on its board, else their first board (the dashboard's board widgets pick the same).
 */
export function useBoardAssociation(): { id: number | null; name: string | undefined } {
  const { security } = useRoles();
  const selected = useUnit($selectedAssociationId);
  const settings = useSettings().data;
  const id = boardAssociationFor(security, selected);
  const name =
    id === null ? undefined : settings?.associations.find((item) => item.id === id)?.name;
  return { id, name };
}
