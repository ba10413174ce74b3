import { useState } from 'react';
import { useSelectedAssociation, useSettings } from '@/entities/session/queries';
import { httpsUrl } from '@/lib/outside-link';

// One fixed height per width class: the band holds its room while the settings and the image load,
// so nothing under it moves; an image that fails takes the band away (an empty strip under the
// heading said nothing).
const BAND = 'h-24 w-full overflow-hidden rounded-lg bg-surface-muted md:h-40';

/**
 * The selected association's banner from the home settings (else the company's), above the
 * dashboard's widgets. Decorative: the association's name is in the property selector and the
 * widgets. Only an https address is shown (outside-link.ts).
 */
export function AssociationBanner() {
  const settings = useSettings();
  const association = useSelectedAssociation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!settings.data) {
    // Not known yet: the room a banner would take; a failed load has none to show.
    return settings.isPending ? <div aria-hidden="true" className={BAND} /> : null;
  }
  const src = httpsUrl(association?.bannerUrl) ?? httpsUrl(settings.data.bannerUrl);
  if (!src || failed === src) return null;
  return (
    <div className={BAND}>
      <img src={src} alt="" className="h-full w-full object-cover" onError={() => setFailed(src)} />
    </div>
  );
}
