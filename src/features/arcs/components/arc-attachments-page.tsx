import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { AttachmentGallery } from './attachments';
import { TEXT_LINK } from './styles';

/**
 * Issue 12 item 4, SPEC §2 default layout: an ARC request's attachments alone, for opening from
 * an email or the app shell.
 */
export function ArcAttachmentsPage({ id }: { id: number }) {
  const { t } = useTranslation('arcs');
  return (
    <Page
      title={t('attachments.pageTitle')}
      description={t('detail.number', { id })}
      actions={
        <Link to="/board/arcs/$id" params={{ id }} className={TEXT_LINK}>
          {t('attachments.openRequest')}
        </Link>
      }
    >
      <AttachmentGallery actionItemId={id} />
    </Page>
  );
}
