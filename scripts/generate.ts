// npm run generate: contracts in openapi/ → typed clients in generated/ (orval + openapi-typescript),
// and the JSON forms' schemas in forms/ → their precompiled validators in generated/forms/
// (scripts/generate-forms.ts), formatted so the output is byte-for-byte deterministic and the drift
// check can compare it.
// `npm run generate -- --service users` regenerates one service's folder only (repeatable); the
// forms are regenerated every time (a second or so).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { generateFormValidators } from './generate-forms.ts';
import { mockServices } from './ports.ts';
import { zodServices } from './zod-services.ts';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `generate: "${command} ${args.join(' ')}" failed (exit ${String(result.status)})`,
    );
    process.exit(1);
  }
}

const bin = (name: string) => `node_modules/.bin/${name}`;

/** `--service <name>` (repeatable): only those services; none named means all five. */
function chosenServices(args: string[]): string[] {
  const all: string[] = mockServices.map((s) => s.file);
  const chosen: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--service') {
      const name = args[++i] ?? '';
      if (!all.includes(name)) {
        console.error(`generate: unknown service "${name}"; the services are ${all.join(', ')}`);
        process.exit(1);
      }
      chosen.push(name);
    } else {
      console.error(`generate: unknown option ${String(arg)} (only --service <name>)`);
      process.exit(1);
    }
  }
  return chosen.length > 0 ? chosen : all;
}
const services = chosenServices(process.argv.slice(2));
const everyService = services.length === mockServices.length;

// Stale folders of removed services must not linger.
if (existsSync('generated')) {
  for (const entry of readdirSync('generated')) {
    if (!mockServices.some((s) => s.file === entry) && !['README.md', 'forms'].includes(entry)) {
      rmSync(`generated/${entry}`, { recursive: true, force: true });
    }
  }
}

// Zod schemas only for the services whose answers are checked: any other's would be unused.
for (const file of services) {
  if (!zodServices.includes(file))
    rmSync(`generated/${file}/zod`, { recursive: true, force: true });
}

// orval.config.ts names a project per service (`<service>`, the hooks) and `<service>-zod` for
// the services in zod-services.ts.
run(process.execPath, [
  bin('orval'),
  '--config',
  'orval.config.ts',
  ...(everyService
    ? []
    : [
        '--project',
        ...services.flatMap((file) =>
          zodServices.includes(file) ? [file, `${file}-zod`] : [file],
        ),
      ]),
]);
for (const file of services) {
  mkdirSync(`generated/${file}`, { recursive: true });
  run(process.execPath, [
    bin('openapi-typescript'),
    `openapi/${file}.yaml`,
    '--output',
    `generated/${file}/schema.d.ts`,
    '--alphabetize',
  ]);
}
const forms = generateFormValidators('forms', 'generated/forms');
writeFileSync(
  'generated/README.md',
  "# generated/\n\nMade by `npm run generate` from `openapi/*.yaml` and, in `forms/`, from `forms/*.schema.json` (the JSON forms' precompiled validators). Never edit by hand: change the contract or the schema and regenerate.\n`npm test` fails when this folder is stale.\n",
);
run(process.execPath, [
  bin('prettier'),
  '--write',
  '--log-level=warn',
  '--ignore-path',
  '/dev/null',
  ...(everyService
    ? ['generated']
    : ['generated/README.md', 'generated/forms', ...services.map((f) => `generated/${f}`)]),
]);
console.info(
  everyService
    ? `generate: generated/ is up to date with openapi/ and forms/ (${String(forms)} forms)`
    : `generate: generated/${services.join(', generated/')} up to date with openapi/, generated/forms with forms/`,
);
