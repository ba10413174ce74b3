// A multipart body as the requests' handlers read it: the web platform's own parser (Response's
// formData) over the bytes the sandbox received, so no parser of our own.
import type { Context } from '../handler.ts';

export interface FormFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface Form {
  text(name: string): string | undefined;
  files(name: string): FormFile[];
}

/** The form of a multipart request, or null when the body is not one. */
export async function formOf(context: Context<unknown>): Promise<Form | null> {
  const contentType = context.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return null;
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(context.raw), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return null;
  }
  const files: Record<string, FormFile[]> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') continue;
    (files[name] ??= []).push({
      fileName: value.name || 'file',
      contentType: value.type || 'application/octet-stream',
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return {
    text(name) {
      const value = data.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    files: (name) => files[name] ?? [],
  };
}
