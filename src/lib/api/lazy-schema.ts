// The generated answer schemas (generated/<service>/zod) are built when first used, not when their
// module loads: a page checks a handful of answers, and building every schema of the chunk it
// shares with other pages cost about 35 ms of a signed-in page's start on this machine, four
// times that on a simulated phone (scripts/lazy-zod.ts writes them this way; npm run bench).

/** What a generated schema offers once built lazily: the one call answer checks make. */
export interface LazySchema<S extends { safeParse(data: unknown): unknown }> {
  /** The zod schema itself, built on the first call; a schema that embeds another asks here. */
  schema(): S;
  safeParse(data: unknown): ReturnType<S['safeParse']>;
}

export function lazySchema<S extends { safeParse(data: unknown): unknown }>(
  build: () => S,
): LazySchema<S> {
  let built: S | undefined;
  const schema = () => (built ??= build());
  return {
    schema,
    safeParse: (data) => schema().safeParse(data) as ReturnType<S['safeParse']>,
  };
}
