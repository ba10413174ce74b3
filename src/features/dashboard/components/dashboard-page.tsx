import { useUnit } from 'effector-react';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { answered } from '@/lib/api/answered';
import { isolate } from '@/lib/isolate';
import { useRevealAsTransition } from '@/lib/use-reveal-as-transition';
import { $selectedAssociationId } from '@/entities/session/model';
import {
  useCurrentUser,
  useOffered,
  useRoles,
  useSecurity,
  useSelectedProperty,
  useSettings,
} from '@/entities/session/queries';
import { boardAssociationFor } from '../lib/board';
import { AssociationBanner } from './association-banner';
import { businessToday } from '@/lib/dates';
import { AnnouncementsWidget } from './announcements-widget';
import { ArcVotingWidget, BoardActionsWidget } from './board-widgets';
import { MessagesWidget } from './messages-widget';
import { PaymentsWidget } from './payments-widget';
import { PropertyWidget } from './property-widget';
import { RequestsWidget } from './requests-widget';
import { ReservationsWidget } from './reservations-widget';
import { ViolationsWidget } from './violations-widget';

interface DashboardPageProps {
  /** The clock, for tests; the windows of SPEC §9 count from today on the business calendar. */
  now?: () => Date;
  /** The association's banner; off under /embed, where the parent page has its own branding. */
  showBanner?: boolean;
}

/**
 * SPEC §2 dashboard: one widget per service call, each loading, failing and retrying on its own,
 * so one slow or failing service never blanks the page. Board widgets for board members only.
 */
export function DashboardPage({ now = () => new Date(), showBanner = true }: DashboardPageProps) {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser().data ?? null;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const property = useSelectedProperty();
  const associationId = useUnit($selectedAssociationId);
  const { security, isBoardMember, canUseBilling } = useRoles();
  const settingsQuery = useSettings();
  const settings = settingsQuery.data;
  const widgetsDecided = useRevealAsTransition(answered(useSecurity()) && answered(settingsQuery));
  const requestsOffered = useOffered({ page: 'requests' });
  const today = businessToday(now());
  const boardAssociationId = isBoardMember ? boardAssociationFor(security, associationId) : null;
  const boardAssociationName =
    boardAssociationId !== null && boardAssociationId !== associationId
      ? settings?.associations.find((a) => a.id === boardAssociationId)?.name
      : undefined;

  return (
    <Page
      title={user ? t('dashboard.welcome', { ns: 'common', name }) : t('loading', { ns: 'common' })}
      heading={
        user ? isolate((v) => t('dashboard.welcome', { ...v, ns: 'common' }), { name }) : undefined
      }
      description={t('intro')}
    >
      {showBanner ? <AssociationBanner /> : null}
      {/* Which widgets show depends on the securities and the settings: until both are known the
          grid waits, rather than add and remove widgets under the reader's eyes. */}
      {!widgetsDecided ? (
        <LoadingStatus className="min-h-48 text-ink-muted">
          {t('loading', { ns: 'common' })}
        </LoadingStatus>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {canUseBilling ? <PaymentsWidget property={property} today={today} /> : null}
          <PropertyWidget />
          <MessagesWidget />
          {/* Each widget of an extension goes with its capability (docs/contracts.md). */}
          {hasCapability('announcements') ? (
            <AnnouncementsWidget associationId={associationId} />
          ) : null}
          {hasCapability('violations') ? (
            <ViolationsWidget
              associationId={associationId}
              propertyId={property?.propertyId ?? null}
              today={today}
            />
          ) : null}
          {/* Requests and reservations live on the requests page: gone with it when the
            association hides it (docs/architecture.md, "What a community offers"). */}
          {requestsOffered ? (
            <>
              <RequestsWidget associationId={associationId} today={today} />
              <ReservationsWidget property={property} today={today} />
            </>
          ) : null}
          {boardAssociationId !== null ? (
            <>
              <BoardActionsWidget
                associationId={boardAssociationId}
                associationName={boardAssociationName}
              />
              <ArcVotingWidget
                associationId={boardAssociationId}
                associationName={boardAssociationName}
              />
            </>
          ) : null}
        </div>
      )}
    </Page>
  );
}
