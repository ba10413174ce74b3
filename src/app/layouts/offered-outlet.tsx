import { Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/loading-status';
import { NotHere } from '@/components/not-here';
import { hasOfferedCapability, isOffered } from '@/entities/session/lib/offerings';
import { useOfferings } from '@/entities/session/queries';
import { offerFor } from '../offered-routes';

/**
 * The signed-in pages, or "not offered" in place of one this community does not offer
 * (`offeredRoutes`): however the person got there (a typed URL, a legacy link, a bookmark), the
 * page neither renders nor asks its services. The decision follows the selected association.
 */
export function OfferedOutlet() {
  const { t } = useTranslation();
  // The deepest match is the page; its full path is the same under /embed (one route tree).
  const fullPath = useMatches({ select: (matches) => matches.at(-1)?.fullPath });
  const offerings = useOfferings();
  const offer = fullPath === undefined ? undefined : offerFor(fullPath);
  if (!offer) return <Outlet />;
  if ((offer.pmb && !offerings.pmb) || !hasOfferedCapability(offer))
    return <NotHere reason="notOffered" />;
  // Whether the association hides the page is in the settings: wait for them, rather than show
  // the page for a moment and take it away.
  if (offer.page && !offerings.settled) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  return isOffered(offer, offerings) ? <Outlet /> : <NotHere reason="notOffered" />;
}
