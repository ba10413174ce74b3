interface ConfigErrorPageProps {
  problems: string[];
}

/**
 * Shown instead of the portal when /config.json is missing or wrong. It renders before
 * translations can be trusted, so it carries both languages itself.
 */
export function ConfigErrorPage({ problems }: ConfigErrorPageProps) {
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
      <p>Please contact your management company. / Comuníquese con su compañía administradora.</p>
    </main>
  );
}
