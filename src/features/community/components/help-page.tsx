import { ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useHelp, type Help } from '../api/community-api';
import { httpsUrl } from '@/lib/outside-link';
import { telHref } from '../lib/directory';
import { LoadError } from '@/components/load-error';
import { CARD, LINK_BUTTON, TEXT_LINK } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

export interface HelpPageProps {
  associationId: number | null;
  /** Runtime config `helpCenterUrl`. */
  helpCenterUrl: string;
}

/** Issue 10 item 6: help topics, who to contact, and the help centre (from configuration). */
export function HelpPage({ associationId, helpCenterUrl }: HelpPageProps) {
  const { t } = useTranslation('community');
  return (
    <Page title={t('help.title')}>
      <section
        aria-labelledby="help-center-heading"
        className={`${CARD} flex flex-col items-start gap-2`}
      >
        <h2 id="help-center-heading" className="text-lg font-semibold">
          {t('help.center.heading')}
        </h2>
        <p>{t('help.center.body')}</p>
        <a href={helpCenterUrl} target="_blank" rel="noreferrer noopener" className={LINK_BUTTON}>
          {t('help.center.link')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      </section>
      {associationId === null ? (
        <LoadingStatus>{t('loadingSession')}</LoadingStatus>
      ) : (
        <HelpContent associationId={associationId} />
      )}
    </Page>
  );
}

function HelpContent({ associationId }: { associationId: number }) {
  const { t } = useTranslation('community');
  const help = useHelp(associationId);
  if (help.isError)
    return (
      <LoadError
        message={t('help.loadError')}
        error={help.error}
        onRetry={() => void help.refetch()}
        retrying={help.isFetching}
      />
    );
  if (!help.data) return <LoadingStatus>{t('help.loading')}</LoadingStatus>;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Topics help={help.data} />
      <Contacts help={help.data} />
    </div>
  );
}

function Topics({ help }: { help: Help }) {
  const { t } = useTranslation('community');
  return (
    <section aria-labelledby="help-topics-heading" className="flex flex-col gap-3">
      <h2 id="help-topics-heading" className="text-lg font-semibold">
        {t('help.topics')}
      </h2>
      {help.topics.length === 0 ? (
        <p>{t('help.noTopics')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {help.topics.map((topic) => {
            const href = httpsUrl(topic.url);
            return (
              <li key={topic.topicId} className={`${CARD} flex flex-col gap-1`}>
                <h3 className="font-semibold">{topic.title}</h3>
                <p className="text-ink-muted">{topic.summary}</p>
                {topic.body ? <p className="whitespace-pre-line">{topic.body}</p> : null}
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noreferrer noopener"
                    className={`${TEXT_LINK} inline-flex w-fit items-center gap-1`}
                  >
                    {isolate((v) => t('help.readArticle', v), { title: topic.title })}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('opensInNewTab')}</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon?: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col">
      <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
        {icon}
        {label}
      </dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Contacts({ help }: { help: Help }) {
  const { t } = useTranslation('community');
  const company = help.managementCompany;
  const manager = help.communityManager;
  const website = httpsUrl(company.websiteUrl);
  const phoneIcon = <Phone aria-hidden="true" className="size-4" />;
  const mailIcon = <Mail aria-hidden="true" className="size-4" />;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="help-company-heading" className={`${CARD} flex flex-col gap-2`}>
        <h2 id="help-company-heading" className="text-lg font-semibold">
          {t('help.company.heading')}
        </h2>
        <p className="font-medium">{company.name}</p>
        <dl className="flex flex-col gap-2">
          <ContactLine icon={phoneIcon} label={t('help.company.phone')}>
            <a href={telHref(company.phone)} className={TEXT_LINK}>
              {company.phone}
            </a>
          </ContactLine>
          {company.emergencyPhone ? (
            <ContactLine icon={phoneIcon} label={t('help.company.emergencyPhone')}>
              <a href={telHref(company.emergencyPhone)} className={TEXT_LINK}>
                {company.emergencyPhone}
              </a>
            </ContactLine>
          ) : null}
          <ContactLine icon={mailIcon} label={t('help.company.email')}>
            <a href={`mailto:${company.email}`} className={TEXT_LINK}>
              {company.email}
            </a>
          </ContactLine>
          {company.officeHours ? (
            <ContactLine label={t('help.company.officeHours')}>{company.officeHours}</ContactLine>
          ) : null}
          {website ? (
            <ContactLine label={t('help.company.website')}>
              <a href={website} target="_blank" rel="noreferrer noopener" className={TEXT_LINK}>
                {company.websiteUrl}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            </ContactLine>
          ) : null}
          {company.address ? (
            <ContactLine label={t('help.company.address')}>
              {company.address.address1}
              {company.address.address2 ? (
                <>
                  <br />
                  {company.address.address2}
                </>
              ) : null}
              <br />
              {company.address.city}, {company.address.stateProvince} {company.address.postalCode}
            </ContactLine>
          ) : null}
        </dl>
      </section>
      {manager ? (
        <section aria-labelledby="help-manager-heading" className={`${CARD} flex flex-col gap-2`}>
          <h2 id="help-manager-heading" className="text-lg font-semibold">
            {t('help.manager.heading')}
          </h2>
          <p>
            <bdi className="font-medium">{manager.name}</bdi>
            {manager.title ? (
              <span className="text-ink-muted">
                {' · '}
                <bdi>{manager.title}</bdi>
              </span>
            ) : null}
          </p>
          <dl className="flex flex-col gap-2">
            {manager.phone ? (
              <ContactLine icon={phoneIcon} label={t('help.company.phone')}>
                <a href={telHref(manager.phone)} className={TEXT_LINK}>
                  {manager.phone}
                </a>
              </ContactLine>
            ) : null}
            {manager.email ? (
              <ContactLine icon={mailIcon} label={t('help.company.email')}>
                <a href={`mailto:${manager.email}`} className={TEXT_LINK}>
                  {manager.email}
                </a>
              </ContactLine>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
