/** How the portal presents a document's bytes. */
export type DisplayKind = 'pdf' | 'image' | 'download';

/** The content type a viewable kind is rendered with (never the server's own, see below). */
export type RenderType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

// Anything a browser could run script in when rendered in the portal's origin: HTML, SVG and
// every XML flavour (XHTML, XSLT, RSS...), plus types that are plain script or carry HTML.
// Office's "openxmlformats" types are zip files, not XML documents, and do not match.
const SCRIPTABLE_TYPE =
  /html|svg|javascript|ecmascript|(^|[/+])xml\b|xsl|^text\/(css|x-component)$|^message\//;
const SCRIPTABLE_EXTENSIONS = new Set([
  'htm',
  'html',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'rss',
  'atom',
  'js',
  'mjs',
]);

const IMAGE_TYPES: Record<string, RenderType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};
const IMAGE_EXTENSIONS: Record<string, RenderType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
// Types that say nothing about the bytes: the file name decides then.
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** True when either the type or the name says the file could run script if rendered. */
export function isScriptable(contentType: string | null | undefined, name: string): boolean {
  return SCRIPTABLE_TYPE.test(mediaType(contentType)) || SCRIPTABLE_EXTENSIONS.has(extension(name));
}

/**
 * Issue 9 item 5: PDFs and images are shown in the viewer, everything else is downloaded with
 * its name, and a file that could run script in the portal's origin (HTML, SVG, XML) is always
 * downloaded, whatever else its type or name claims. A generic type (the service sends PDFs as
 * application/octet-stream too) falls back to the file name's extension.
 */
export function displayKind(contentType: string | null | undefined, name: string): DisplayKind {
  const type = renderType(contentType, name);
  if (type === null) return 'download';
  return type === 'application/pdf' ? 'pdf' : 'image';
}

/**
 * The type to give the bytes when rendering them, or null to download. The viewer re-types the
 * blob with this, so the browser renders it with a PDF or image decoder and nothing else.
 */
export function renderType(
  contentType: string | null | undefined,
  name: string,
): RenderType | null {
  if (isScriptable(contentType, name)) return null;
  const type = mediaType(contentType);
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'application/pdf';
  const image = IMAGE_TYPES[type];
  if (image) return image;
  if (!GENERIC_TYPES.has(type)) return null;
  const ext = extension(name);
  if (ext === 'pdf') return 'application/pdf';
  return IMAGE_EXTENSIONS[ext] ?? null;
}

/** The type column's wording, as a key under `types.` in the documents namespace. */
export type TypeLabel =
  'pdf' | 'image' | 'word' | 'spreadsheet' | 'presentation' | 'text' | 'archive' | 'web' | 'other';

const LABEL_BY_EXTENSION: Record<string, TypeLabel> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  heic: 'image',
  tif: 'image',
  tiff: 'image',
  bmp: 'image',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  txt: 'text',
  md: 'text',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
};

export function typeLabel(contentType: string | null | undefined, name: string): TypeLabel {
  if (isScriptable(contentType, name)) return 'web';
  const type = mediaType(contentType);
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('wordprocessing') || type === 'application/msword') return 'word';
  if (type.includes('spreadsheet') || type === 'application/vnd.ms-excel' || type === 'text/csv')
    return 'spreadsheet';
  if (type.includes('presentation') || type === 'application/vnd.ms-powerpoint')
    return 'presentation';
  if (type === 'text/plain') return 'text';
  if (type === 'application/zip') return 'archive';
  return LABEL_BY_EXTENSION[extension(name)] ?? 'other';
}
