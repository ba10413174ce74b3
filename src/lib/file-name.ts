/** A file name safe on every system: letters, digits, dot, dash and underscore only. */
export function safeFileName(name: string, fallback = 'export'): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return cleaned.slice(0, 120) || fallback;
}
