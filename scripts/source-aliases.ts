// The import aliases of the app's source, relative to the project's root: Vite resolves them
// (vite.config.ts) and so does the route translation scan (scripts/route-namespaces.ts).
// tsconfig.json's `paths` says the same for the type checker.
export const sourceAliases: Readonly<Record<string, string>> = {
  '@': 'src',
  '@generated': 'generated',
};
