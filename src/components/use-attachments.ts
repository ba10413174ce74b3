import { useState } from 'react';
import { bytesPerFile } from '@/lib/upload-progress';
import { addAttachments } from '@/lib/attachments';
import type { RefusedFile } from './attachment-picker';

/** The body on its way, or the last one that failed: the bytes of it sent so far. */
interface SentBody {
  status: 'uploading' | 'failed';
  /** Bytes of the whole multipart body sent, of `total` when the browser knows it. */
  loaded: number;
  total: number | null;
}

/**
 * The files a new request or a reply carries, those refused before sending, and each file's share
 * of the upload under way (issue 24: per-file progress), for an `AttachmentPicker`.
 */
export function useAttachments(maxUploadBytes: number) {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [sent, setSent] = useState<SentBody | null>(null);
  return {
    files,
    refused,
    upload: sent && {
      status: sent.status,
      sent: bytesPerFile(
        files.map((file) => file.size),
        sent.loaded,
        sent.total,
      ),
    },
    /** The sending began, or moved on (the request's progress events). */
    progressed: (loaded: number, total: number | null) => {
      setSent({ status: 'uploading', loaded, total });
    },
    failed: () => {
      setSent((current) => current && { ...current, status: 'failed' });
    },
    clear: () => {
      setFiles([]);
      setRefused([]);
      setSent(null);
    },
    pick: (picked: readonly File[]) => {
      const next = addAttachments(files, picked, maxUploadBytes);
      setFiles(next.attached);
      setRefused(next.refused);
      setSent(null);
    },
    remove: (file: File) => {
      setFiles((current) => current.filter((other) => other !== file));
      setRefused([]);
      setSent(null);
    },
  };
}
