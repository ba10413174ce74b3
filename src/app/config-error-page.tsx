interface ConfigErrorPageProps {
  problems: string[];
  /** The file could not be read (rather than read and wrong): Retry loads the page again. */
  retryable?: boolean;
}

/**
 * Shown instead of the portal when /config.json is missing or wrong. It renders before
 * translations can be trusted, so it carries both languages itself.
 */
export function ConfigErrorPage({ problems, retryable = false }: ConfigErrorPageProps) {
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="mb-2 text-2xl font-semibold">The portal is not configured correctly</h1>
      <p className="mb-4 text-ink-muted" lang="es">
        El portal no está configurado correctamente.
      </p>
      <p className="mb-2">These runtime configuration values are invalid (config.json):</p>
      <ul className="mb-4 list-disc pl-6">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      {retryable ? (
        <>
          <p className="mb-4">
            Check your connection and try again. / Revise su conexión e inténtelo de nuevo.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-md bg-brand px-4 font-semibold text-brand-contrast"
          >
            Retry / Reintentar
          </button>
        </>
      ) : (
        <p>Please contact your management company. / Comuníquese con su compañía administradora.</p>
      )}
    </main>
  );
}
