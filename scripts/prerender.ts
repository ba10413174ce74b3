// The prerendered pages (docs/architecture.md, "Prerendered pages"). At build time:
// 1. the login page and the first frame of the signed-in pages the bench measures are rendered to
//    HTML in each language by the app's own components (src/app/prerender/login-markup.tsx and
//    signed-in-markup.tsx, loaded through a Vite SSR server in Node);
// 2. the script that shows it before the first paint (src/app/prerender/boot-entry.ts) is bundled
//    on its own, as an IIFE (a module script would run only after the first paint);
// 3. <path>.html for each (login.html, dashboard.html, billing/account-history.html …): index.html
//    with the page in each language as inert `<template>`s and the script, inline, right after
//    #boot-status (a file of its own would be one more request before the first paint). The app's
//    entry stays in the head, fetched from the start. The stylesheet is inline too, so the page
//    paints with the HTML alone. The host
//    serves it for the page's path; the Content-Security-Policy allows the script by its hash
//    (scripts/security-headers.ts), the same script in every file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import {
  noPrerenderedPage,
  pageKindAttribute,
  pagePathAttribute,
  prerenderedTemplateId,
} from '../src/app/prerender/markers.ts';
import type * as LoginMarkup from '../src/app/prerender/login-markup.tsx';
import type { ReadTranslations } from '../src/app/prerender/markup-i18n.ts';
import type * as SignedInMarkup from '../src/app/prerender/signed-in-markup.tsx';
import { supportedLanguages, type Language } from '../src/lib/language.ts';
import { sourceAliases } from './source-aliases.ts';

/** index.html's static "Loading…", after which the templates and the script go. */
const bootStatus = /<p id="boot-status"[^>]*>[^<]*<\/p>/;
/** index.html's one stylesheet (Tailwind's build of src/index.css), by its path. */
const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;

/** A page whose HTML the build writes: its file, its templates (one per language), its script's marks. */
interface PrerenderedFile {
  fileName: string;
  templates: string;
  marks: string;
}

export function prerenderPlugin(root: string): Plugin {
  const alias = aliasesUnder(root);
  let files: PrerenderedFile[] = [];
  let bootScript: string | null = null;
  return {
    name: 'courtyard:prerender',
    apply: 'build',
    async buildStart() {
      // Under vitest the config is loaded too, and nothing is built.
      if (process.env.VITEST) return;
      files = await renderPages(root, alias);
      bootScript = await bootScriptSource(root);
      if (bootScript.includes('</script')) throw new Error('the boot script would end its own tag');
    },
    // <page>.html: index.html as built, with the page in each language and the script. The host
    // serves it for the page's path (`vite preview` and deploy/nginx.conf's `$uri.html`); every
    // other page keeps index.html and parses none of it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!bootScript) return;
        const index = bundle['index.html'];
        if (index?.type !== 'asset')
          throw new Error('the build has no index.html to prerender into');
        const indexHtml = String(index.source);
        // The stylesheet goes inline: the prerendered page paints with the HTML alone, a round
        // trip sooner than after a stylesheet of its own (the app's later pages use the same
        // rules, already in the document). The policy allows inline styles (security-headers.ts).
        const link = stylesheetLink.exec(indexHtml);
        const stylesheet = link?.[1] === undefined ? undefined : bundle[link[1]];
        if (!link || stylesheet?.type !== 'asset')
          throw new Error('index.html has no stylesheet of the build to inline');
        const css = String(stylesheet.source);
        if (/<\/style/i.test(css)) throw new Error('the stylesheet would end its own <style>');
        // The link stays, disabled (a disabled stylesheet is not fetched): the chrome's code is
        // imported with this stylesheet as a dependency, and Vite's preload helper, which skips a
        // stylesheet the page links already, otherwise fetched it again and held the chrome back
        // until it had loaded, a round trip after the entry had run.
        const disabledLink = link[0].replace(/>$/, ' disabled>');
        const inlineStyles = (html: string) => {
          const at = html.indexOf(link[0]);
          return `${html.slice(0, at)}<style>${css}</style>${disabledLink}${html.slice(at + link[0].length)}`;
        };
        const withBootScript = (html: string, templates: string, marks: string) => {
          const match = bootStatus.exec(html);
          if (!match)
            throw new Error('index.html has no <p id="boot-status">: nowhere to prerender');
          const end = match.index + match[0].length;
          // Spliced, not String#replace'd: `$&` and the like in the script must stay as they
          // are, or the page would carry other bytes than the policy's hash is of.
          return `${html.slice(0, end)}${templates}<script${marks}>${bootScript}</script>${html.slice(end)}`;
        };
        for (const file of files) {
          const source = withBootScript(inlineStyles(indexHtml), file.templates, file.marks);
          this.emitFile({ type: 'asset', fileName: file.fileName, source });
        }
        // Every other page gets the script too, with no page to show: the opened page's files are
        // asked for and its look applied while the HTML is parsed (boot-entry.ts).
        index.source = withBootScript(
          indexHtml,
          '',
          ` ${pageKindAttribute}="${noPrerenderedPage}"`,
        );
      },
    },
  };
}

async function renderPages(
  root: string,
  alias: Record<string, string>,
): Promise<PrerenderedFile[]> {
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
    const login = (await server.ssrLoadModule(
      '/src/app/prerender/login-markup.tsx',
    )) as typeof LoginMarkup;
    const signedIn = (await server.ssrLoadModule(
      '/src/app/prerender/signed-in-markup.tsx',
    )) as typeof SignedInMarkup;
    const read: ReadTranslations = (language, namespace) =>
      JSON.parse(
        readFileSync(join(root, 'public', 'locales', language, `${namespace}.json`), 'utf8'),
      ) as Record<string, unknown>;
    const templates = async (render: (language: Language) => Promise<string>) =>
      (
        await Promise.all(
          supportedLanguages.map(
            async (language) =>
              `<template id="${prerenderedTemplateId(language)}">${await render(language)}</template>`,
          ),
        )
      ).join('');
    return [
      {
        fileName: 'login.html',
        templates: await templates((language) => login.renderLoginMarkup(language, read)),
        marks: ` ${pageKindAttribute}="login"`,
      },
      ...(await Promise.all(
        signedIn.prerenderedSignedInPages.map(async (page) => ({
          fileName: `${page.path.slice(1)}.html`,
          templates: await templates((language) =>
            signedIn.renderSignedInMarkup(language, read, page),
          ),
          marks: ` ${pageKindAttribute}="signed-in" ${pagePathAttribute}="${page.path}"`,
        })),
      )),
    ];
  } finally {
    await server.close();
  }
}

function aliasesUnder(root: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sourceAliases).map(([name, directory]) => [name, join(root, directory)]),
  );
}

/**
 * The boot script as the prerendered pages carry it inline: the build puts it there, and the security
 * headers allow it by its hash (the same bundler and input give the same bytes).
 */
export async function bootScriptSource(root: string): Promise<string> {
  const alias = aliasesUnder(root);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      // What the script uses of a module, nothing else of it: the modules it reaches (the
      // generated clients' addresses, the fetcher they name) compute tables at the top level
      // that only the app needs, and every byte here is in every page's HTML.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
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
    for (const chunk of result.output) if (chunk.type === 'chunk') return chunk.code.trim();
  }
  throw new Error('the prerendered page’s boot script was not built');
}
