import { Link } from '@tanstack/react-router';
import { hasCapability, type Capability } from '@/lib/api/capabilities';
import { Tabs } from 'radix-ui';
import { TabList, TabTrigger } from '@/components/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { prefillOf, type NewRequestForm, type NewRequestSearch } from '../lib/new-request';
import { GeneralRequestForm } from './general-request-form';
import { ReservationForm } from './reservation-form';
import { LoadingStatus } from '@/components/loading-status';
import { LINK_BUTTON, LINK_BUTTON_SECONDARY } from './styles';

export interface NewRequestPageProps {
  associationId: number | null;
  /** The selected property; null or a placeholder (negative id) when the person has none here. */
  propertyId: number | null;
  search: NewRequestSearch;
  onSearchChange: (next: NewRequestSearch) => void;
  /** Runtime config `maxUploadBytes`. */
  maxUploadBytes: number;
}

/**
 * Issue 10 item 2: a general request or a reservation request, each its own JSON form; issue 52
 * item 1: the way to an ARC application.
 */
/** Each form with the capability that sends it (docs/contracts.md): only those offered show. */
const FORM_CAPABILITIES = {
  general: 'newRequests',
  reservation: 'reservations',
  arc: 'arcApplications',
} as const satisfies Record<NewRequestForm, Capability>;

export function NewRequestPage(props: NewRequestPageProps) {
  const { associationId, propertyId, search, onSearchChange, maxUploadBytes } = props;
  const { t } = useTranslation('community');
  const offers = (kind: NewRequestForm) => hasCapability(FORM_CAPABILITIES[kind]);
  const asked: NewRequestForm = search.form ?? 'general';
  // The route is offered with any one of them (src/app/offered-routes.ts).
  const form: NewRequestForm = offers(asked)
    ? asked
    : ((['general', 'reservation', 'arc'] as const).find(offers) ?? asked);
  // A form once opened stays mounted (hidden) so switching back keeps what was typed.
  const [opened, setOpened] = useState<ReadonlySet<NewRequestForm>>(() => new Set([form]));
  const hasProperty = propertyId !== null && propertyId > 0;

  return (
    <Page title={t('newRequest.title')} className="max-w-3xl">
      {associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : (
        <Tabs.Root
          value={form}
          onValueChange={(value) => {
            const next: NewRequestForm =
              value === 'reservation' || value === 'arc' ? value : 'general';
            setOpened((current) => new Set(current).add(next));
            const nextSearch: NewRequestSearch = { ...search };
            if (next === 'general') delete nextSearch.form;
            else nextSearch.form = next;
            onSearchChange(nextSearch);
          }}
          className="flex flex-col gap-4"
        >
          <TabList aria-label={t('newRequest.tabsLabel')}>
            {offers('general') ? (
              <TabTrigger value="general">{t('newRequest.tabs.general')}</TabTrigger>
            ) : null}
            {offers('reservation') ? (
              <TabTrigger value="reservation">{t('newRequest.tabs.reservation')}</TabTrigger>
            ) : null}
            {offers('arc') ? <TabTrigger value="arc">{t('newRequest.tabs.arc')}</TabTrigger> : null}
          </TabList>
          <Tabs.Content
            value="general"
            forceMount
            className="outline-none data-[state=inactive]:hidden"
          >
            {offers('general') && (opened.has('general') || form === 'general') ? (
              hasProperty ? (
                <GeneralRequestForm
                  associationId={associationId}
                  propertyId={propertyId}
                  maxUploadBytes={maxUploadBytes}
                  initialData={prefillOf(search)}
                />
              ) : (
                <p>{t('newRequest.noProperty')}</p>
              )
            ) : null}
          </Tabs.Content>
          <Tabs.Content
            value="reservation"
            forceMount
            className="outline-none data-[state=inactive]:hidden"
          >
            {offers('reservation') && (opened.has('reservation') || form === 'reservation') ? (
              hasProperty ? (
                <ReservationForm associationId={associationId} propertyId={propertyId} />
              ) : (
                <p>{t('newRequest.noProperty')}</p>
              )
            ) : null}
          </Tabs.Content>
          {offers('arc') ? (
            <Tabs.Content value="arc" className="flex flex-col items-start gap-3 outline-none">
              {/* Issue 52 item 1: an architectural change has its own application, with photos,
                the board's vote and the chair's decision. */}
              <p>{t('newRequest.arc.intro')}</p>
              <div className="flex flex-wrap gap-3">
                <Link to="/community/arc-requests/new" className={LINK_BUTTON}>
                  {t('newRequest.arc.apply')}
                </Link>
                <Link to="/community/arc-requests" className={LINK_BUTTON_SECONDARY}>
                  {t('newRequest.arc.mine')}
                </Link>
              </div>
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </Page>
  );
}
