import { useMutation } from '@tanstack/react-query';

interface DownloadRequest<Params> {
  params: Params;
  signal: AbortSignal;
}

/**
 * A file download (a blob call) sent through the query client's mutation cache, so its failure
 * is said like every other call's (SPEC §8: a 5xx with its Error Code, a 4xx with its text and
 * Error ID), besides the inline state the page keeps beside its button. A cancelled download
 * says nothing.
 */
export function useDownload<Params>(
  download: (params: Params, signal: AbortSignal) => Promise<Blob>,
): (params: Params, signal: AbortSignal) => Promise<Blob> {
  const mutation = useMutation({
    mutationFn: ({ params, signal }: DownloadRequest<Params>) => download(params, signal),
  });
  return (params, signal) => mutation.mutateAsync({ params, signal });
}
