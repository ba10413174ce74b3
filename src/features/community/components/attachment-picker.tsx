import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadProgress } from '@/components/file-upload-progress';
import { formatFileSize } from '@/lib/file-size';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS_TEXT,
  type AttachmentProblem,
} from '../lib/attachments';
import { problemText, type Problem } from '@/lib/api/problem';
import { communityWording } from '../lib/problems';
import { shownName } from '@/lib/picked-files';

export interface RefusedFile {
  file: File;
  problem: AttachmentProblem;
}

interface AttachmentPickerProps {
  files: File[];
  refused: RefusedFile[];
  /** The service's answer about the files (413 too large, failed upload), shown here too. */
  serviceProblem: Problem | null;
  maxUploadBytes: number;
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
  disabled?: boolean;
  /** While the request carries the files (or after it failed): the bytes sent of each file. */
  upload?: { status: 'uploading' | 'failed'; sent: readonly number[] } | null;
}

/**
 * The request's attachments: picked with the native file input (keyboard and screen readers work
 * as everywhere), each checked at once for type and the configured size limit; a refused file is
 * named with its reason beside the picker and never sent. Each attached file shows its upload
 * progress with the same row as a document upload.
 */
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { files, refused, serviceProblem, maxUploadBytes, onPick, onRemove, disabled, upload } =
    props;
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const inputId = useId();
  const hintId = useId();
  const errorsId = useId();
  const legendId = useId();
  const input = useRef<HTMLInputElement>(null);
  const limit = formatFileSize(maxUploadBytes, locale);

  const refusedText = (item: RefusedFile) =>
    t(`attachments.refused.${item.problem}`, {
      name: shownName(item.file.name),
      limit,
      types: ACCEPTED_EXTENSIONS_TEXT,
    });
  const serviceText = serviceProblem ? problemText(serviceProblem, t, communityWording(t)) : null;
  const hasErrors = refused.length > 0 || serviceText !== null;

  return (
    <fieldset aria-labelledby={legendId} className="flex w-full flex-col gap-2">
      <legend id={legendId} className="text-sm font-medium">
        {t('attachments.legend')}
      </legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('attachments.hint', { types: ACCEPTED_EXTENSIONS_TEXT, limit })}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('attachments.add')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          aria-describedby={[hasErrors ? errorsId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={hasErrors || undefined}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // Cleared, so picking the same file again (after removing it) is seen as a change.
            event.target.value = '';
            if (picked.length > 0) onPick(picked);
          }}
          className="min-h-11 w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink"
        />
      </div>
      <div
        id={errorsId}
        role="alert"
        className="flex flex-col gap-0.5 text-sm text-danger empty:sr-only"
      >
        {refused.map((item) => (
          <p
            key={`${item.file.name}-${item.file.size}-${item.problem}`}
            className="[overflow-wrap:anywhere]"
          >
            {refusedText(item)}
          </p>
        ))}
        {serviceText ? <p className="[overflow-wrap:anywhere]">{serviceText}</p> : null}
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('attachments.listLabel')}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="rounded-md border border-line px-3 py-2"
            >
              <FileUploadProgress
                name={file.name}
                size={file.size}
                status={upload?.status ?? 'ready'}
                loaded={upload?.sent[index] ?? 0}
                action={
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => {
                      onRemove(file);
                      input.current?.focus();
                    }}
                    aria-label={t('attachments.remove', { name: file.name })}
                    className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
