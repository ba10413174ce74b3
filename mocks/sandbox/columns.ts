// How a column's value is written and read, for every table of the sandbox (schema.ts and each
// domain's tables.ts).
import type { ColumnType, JSONColumnType } from 'kysely';

/** JSON, written as its text (both drivers turn a JS array into a PostgreSQL array otherwise). */
export type Json<T extends object | null> = JSONColumnType<T>;
/** JSON that may be absent. */
export type NullableJson<T extends object> = JSONColumnType<T | null, string | null, string | null>;
/** An instant: written as an ISO string, read back as a Date by both drivers. */
export type Instant = ColumnType<Date, string, string>;
export type NullableInstant = ColumnType<Date | null, string | null, string | null>;
