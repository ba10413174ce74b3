import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { Tabs } from 'radix-ui';
import { TabList, TabTrigger } from '@/components/ui/tabs';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { REQUEST_STATUSES, isRequestStatus, type RequestsSearch } from '../lib/requests';
import { RequestDetail } from './request-detail';
import { RequestList } from './request-list';
import { ReservationList } from './reservation-list';
import { LINK_BUTTON, SELECT } from './styles';
import { LoadingStatus } from '@/components/loading-status';

export interface RequestsPageProps {
  /** The selected property's association; null until the session has one. */
  associationId: number | null;
  /** The homeowner's owner record at the selected property, for their reservations. */
  ownerId: number | null;
  search: RequestsSearch;
  onSearchChange: (next: RequestsSearch, options?: { replace?: boolean }) => void;
  /** The largest file a reply may carry (runtime configuration). */
  maxUploadBytes: number;
}

/** Issue 10 items 1 and 3: the homeowner's requests (with their threads) and reservations. */
export function RequestsPage({
  associationId,
  ownerId,
  search,
  onSearchChange,
  maxUploadBytes,
}: RequestsPageProps) {
  const { t } = useTranslation('community');
  const tab = search.tab ?? 'requests';
  return (
    <Page
      title={t('requests.title')}
      actions={
        hasCapability('newRequests') ? (
          <Link to="/community/new-request" className={LINK_BUTTON}>
            <Plus aria-hidden="true" className="size-4" />
            {t('requests.newRequest')}
          </Link>
        ) : null
      }
    >
      {associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            const next: RequestsSearch = { ...search };
            if (value === 'reservations') next.tab = 'reservations';
            else delete next.tab;
            onSearchChange(next, { replace: true });
          }}
          className="flex flex-col gap-4"
        >
          <TabList aria-label={t('requests.tabsLabel')}>
            {(['requests', 'reservations'] as const).map((value) => (
              <TabTrigger key={value} value={value}>
                {t(`requests.tabs.${value}`)}
              </TabTrigger>
            ))}
          </TabList>
          <Tabs.Content value="requests" className="flex flex-col gap-4 outline-none">
            <StatusFilter
              value={search.status}
              onChange={(status) => {
                const next: RequestsSearch = {};
                if (status) next.status = status;
                onSearchChange(next, { replace: true });
              }}
            />
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <RequestList associationId={associationId} search={search} />
              {search.id !== undefined && hasCapability('requestThreads') ? (
                <RequestDetail id={search.id} search={search} maxUploadBytes={maxUploadBytes} />
              ) : null}
            </div>
          </Tabs.Content>
          <Tabs.Content value="reservations" className="flex flex-col gap-4 outline-none">
            <ReservationList associationId={associationId} ownerId={ownerId} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Page>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: RequestsSearch['status'];
  onChange: (status: RequestsSearch['status']) => void;
}) {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor="requests-status" className="text-sm font-medium">
        {t('requests.statusFilter')}
      </label>
      <select
        id="requests-status"
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isRequestStatus(next) ? next : undefined);
        }}
        className={SELECT}
      >
        <option value="">{t('requests.allStatuses')}</option>
        {REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`requestStatuses.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
