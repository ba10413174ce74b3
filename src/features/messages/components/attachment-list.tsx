import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import type { MessageAttachment } from '../api/messages-api';
import { formatFileSize } from '@/lib/file-size';
import { httpsUrl } from '@/lib/outside-link';

/**
 * A message's attachments, each downloaded as a file under its own name (fetched, then saved, so
 * the browser never opens it in the portal's place).
 */
export function AttachmentList({
  messageId,
  attachments,
}: {
  messageId: number;
  attachments: MessageAttachment[];
}) {
  const { t, i18n } = useTranslation('messages');
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (attachments.length === 0) return null;

  const download = async (attachment: MessageAttachment) => {
    if (busy !== null) return;
    setFailed(false);
    if (!httpsUrl(attachment.url)) {
      setFailed(true);
      return;
    }
    setBusy(attachment.attachmentId);
    try {
      const response = await fetch(attachment.url, { credentials: 'omit' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveFile(await response.blob(), attachment.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const headingId = `attachments-${messageId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('attachments.heading')}
      </h3>
      <ul className="flex flex-col gap-2">
        {attachments.map((attachment) => (
          <li
            key={attachment.attachmentId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-2"
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <bdi>{attachment.fileName}</bdi>
              {attachment.sizeBytes !== undefined ? (
                <span className="text-sm text-ink-muted">
                  {' '}
                  ({formatFileSize(attachment.sizeBytes, i18n.resolvedLanguage ?? 'en')})
                </span>
              ) : null}
            </span>
            <Button
              variant="secondary"
              aria-label={t('attachments.downloadLabel', { name: attachment.fileName })}
              disabled={busy !== null}
              onClick={() => void download(attachment)}
            >
              {busy === attachment.attachmentId
                ? t('attachments.downloading')
                : t('attachments.download')}
            </Button>
          </li>
        ))}
      </ul>
      <p role="alert" className="text-sm font-medium text-danger">
        {failed ? t('attachments.failed') : null}
      </p>
    </section>
  );
}
