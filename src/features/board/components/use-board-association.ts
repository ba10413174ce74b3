import { useUnit } from 'effector-react';
import { boardAssociationFor } from '@/features/session/lib/roles';
import { $security, $selectedAssociationId, $settings } from '@/features/session/model';

/**
 * The association whose board pages are shown: the selected property's association when the
 * person sits on its board, else their first board (the dashboard's board widgets pick the same).
 */
export function useBoardAssociation(): { id: number | null; name: string | undefined } {
  const [security, selected, settings] = useUnit([$security, $selectedAssociationId, $settings]);
  const id = boardAssociationFor(security, selected);
  const name =
    id === null ? undefined : settings?.associations.find((item) => item.id === id)?.name;
  return { id, name };
}
