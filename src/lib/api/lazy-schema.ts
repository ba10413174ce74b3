// The generated answer schemas (generated/<service>/zod) are built when first used, not when their
// module loads: a page checks a handful of answers, and building every schema of the chunk it
// shares with other pages cost about 35 ms of a signed-in page's start on this machine, four
// times that on a simulated phone (scripts/lazy-zod.ts writes them this way; npm run bench).
import type { AnswerSchema } from './answer-check';

/** A generated schema built lazily: what answer checks call, and the schema for one that embeds it. */
export interface LazySchema<S extends AnswerSchema> extends AnswerSchema {
  /** The zod schema itself, built on the first call. */
  schema(): S;
}

export function lazySchema<S extends AnswerSchema>(build: () => S): LazySchema<S> {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return { schema, safeParse: (data) => schema().safeParse(data) };
}
