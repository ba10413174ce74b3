/** An object whose fields can be read by name: not null, not an array (unknown JSON, storage). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
