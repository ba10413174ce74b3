// A multipart/form-data body as a handler reads it: the router checks JSON bodies only, so an
// operation that takes a form reads its fields and files here (Node's own fetch parser, undici).
import type { Context } from './handler.ts';

export interface FormFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface Form {
  /** A text field's value (the last one sent), or undefined. */
  field(name: string): string | undefined;
  /** Every file sent under this name, in order. */
  files(name: string): FormFile[];
}

/** The request's form, or null when it is not multipart (or cannot be read). */
export async function formOf(
  context: Pick<Context<unknown>, 'headers' | 'raw'>,
): Promise<Form | null> {
  const contentType = context.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) return null;
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(context.raw), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return null;
  }
  const files = new Map<string, FormFile[]>();
  const fields = new Map<string, string>();
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') fields.set(name, value);
    else {
      const list = files.get(name) ?? [];
      list.push({
        fileName: value.name || 'file',
        contentType: value.type || 'application/octet-stream',
        bytes: Buffer.from(await value.arrayBuffer()),
      });
      files.set(name, list);
    }
  }
  return { field: (name) => fields.get(name), files: (name) => files.get(name) ?? [] };
}
