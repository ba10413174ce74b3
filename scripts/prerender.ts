// The prerendered login page (docs/architecture.md, "Prerendered login page"). At build time:
// 1. the login page is rendered to HTML in each language by the app's own components
//    (src/app/prerender/login-markup.tsx, loaded through a Vite SSR server in Node);
// 2. the classic script that shows it before the first paint (src/app/prerender/boot-entry.ts)
//    is bundled on its own, as an IIFE (a module script would run only after the first paint);
// 3. index.html gets both pages as inert `<template>`s and the script, right after #boot-status.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { prerenderedLoginTemplateId } from '../src/app/prerender/markers.ts';
import type * as LoginMarkup from '../src/app/prerender/login-markup.tsx';
import { supportedLanguages } from '../src/lib/language.ts';
import { sourceAliases } from './source-aliases.ts';

/** index.html's static "Loading…", after which the templates and the script go. */
const bootStatus = /<p id="boot-status"[^>]*>[^<]*<\/p>/;

export function prerenderPlugin(root: string): Plugin {
  const alias = Object.fromEntries(
    Object.entries(sourceAliases).map(([name, directory]) => [name, join(root, directory)]),
  );
  let templates = '';
  let bootScript: { fileName: string; source: string } | null = null;
  return {
    name: 'courtyard:prerender',
    apply: 'build',
    async buildStart() {
      // Under vitest the config is loaded too, and nothing is built.
      if (process.env.VITEST) return;
      const pages = await renderLoginPages(root, alias);
      templates = supportedLanguages
        .map(
          (language) =>
            `<template id="${prerenderedLoginTemplateId(language)}">${pages[language]}</template>`,
        )
        .join('');
      const source = await bundleBootScript(root, alias);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      bootScript = { fileName: `assets/boot-${hash}.js`, source };
    },
    generateBundle() {
      if (bootScript) this.emitFile({ type: 'asset', ...bootScript });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!bootScript) return html;
        const match = bootStatus.exec(html);
        if (!match) throw new Error('index.html has no <p id="boot-status">: nowhere to prerender');
        const tags = `${templates}<script src="/${bootScript.fileName}"></script>`;
        return html.replace(bootStatus, `${match[0]}${tags}`);
      },
    },
  };
}

async function renderLoginPages(
  root: string,
  alias: Record<string, string>,
): Promise<Record<(typeof supportedLanguages)[number], string>> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const markup = (await server.ssrLoadModule(
      '/src/app/prerender/login-markup.tsx',
    )) as typeof LoginMarkup;
    const read: LoginMarkup.ReadTranslations = (language, namespace) =>
      JSON.parse(
        readFileSync(join(root, 'public', 'locales', language, `${namespace}.json`), 'utf8'),
      ) as Record<string, unknown>;
    const [en, es] = await Promise.all(
      supportedLanguages.map((language) => markup.renderLoginMarkup(language, read)),
    );
    if (en === undefined || es === undefined) throw new Error('a language was not prerendered');
    return { en, es };
  } finally {
    await server.close();
  }
}

async function bundleBootScript(root: string, alias: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(root, 'src/app/prerender/boot-entry.ts'),
        formats: ['iife'],
        name: 'courtyardBoot',
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) if (chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('the prerendered page’s boot script was not built');
}
