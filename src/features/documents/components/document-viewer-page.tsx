import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NotHere } from '@/components/not-here';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { $docsEnabled } from '@/entities/session/model';
import { useDocumentFile } from '../api/documents-api';
import { renderType, type RenderType } from '../lib/display-kind';
import { describeProblem } from '@/lib/api/problem';
import { saveFile } from '@/lib/save-file';
import { LoadingStatus } from '@/components/loading-status';

interface DocumentViewerPageProps {
  associationId: number;
  documentId: number;
  /** The file name from the address: shown as text, used for the download. */
  name: string;
}

/**
 * SPEC §2 /document/:associationId/:documentId/:name. PDFs and images are shown here; anything
 * else, and always HTML, SVG and XML, is only offered as a download under its name.
 */
export function DocumentViewerPage(props: DocumentViewerPageProps) {
  const docsEnabled = useUnit($docsEnabled);
  if (!docsEnabled) return <NotHere reason="notForAccount" />;
  return <Viewer {...props} />;
}

function Viewer({ associationId, documentId, name }: DocumentViewerPageProps) {
  const { t } = useTranslation('documents');
  const file = useDocumentFile(associationId, documentId, true);
  const blob = file.data;
  const type = blob ? renderType(blob.type, name) : null;

  const back = (
    <Link
      to="/community/documents/a/$associationId/f/{-$folderId}"
      params={{ associationId, folderId: undefined }}
      className="inline-flex min-h-11 items-center font-semibold text-brand underline"
    >
      {t('viewer.back')}
    </Link>
  );
  const downloadButton = blob ? (
    <Button variant="secondary" onClick={() => saveFile(blob, name)}>
      <Download aria-hidden="true" className="size-4" />
      {t('viewer.download')}
    </Button>
  ) : null;

  let body;
  if (file.isPending) {
    body = <LoadingStatus>{t('viewer.loading')}</LoadingStatus>;
  } else if (file.isError) {
    const gone = describeProblem(file.error).kind;
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>
          {gone === 'notFound' || gone === 'forbidden' ? t('viewer.notFound') : t('viewer.failed')}
        </p>
        {gone === 'notFound' || gone === 'forbidden' ? null : (
          <Button variant="secondary" onClick={() => void file.refetch()}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  } else if (type === null) {
    body = <p>{t('viewer.notViewable')}</p>;
  } else {
    body = <BlobView blob={file.data} type={type} name={name} />;
  }

  return (
    <Page
      title={name}
      className="[&_h1]:[overflow-wrap:anywhere]"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {downloadButton}
          {back}
        </div>
      }
    >
      {body}
    </Page>
  );
}

/**
 * Shows bytes re-typed as a PDF or an image through an object URL that lives exactly as long as
 * the view: created and revoked by the effect, set on the element directly.
 */
function BlobView({ blob, type, name }: { blob: Blob; type: RenderType; name: string }) {
  const { t } = useTranslation('documents');
  const frame = useRef<HTMLIFrameElement>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([blob], { type }));
    if (frame.current) frame.current.src = url;
    if (image.current) image.current.src = url;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [blob, type]);

  if (type === 'application/pdf') {
    return (
      <iframe
        ref={frame}
        title={t('viewer.frameTitle', { name })}
        className="h-[75dvh] w-full rounded-md border border-line bg-surface"
      />
    );
  }
  return (
    <img
      ref={image}
      alt={name}
      className="mx-auto max-h-[75dvh] max-w-full rounded-md border border-line object-contain"
    />
  );
}
