// npm run generate: contracts in openapi/ → typed clients in generated/ (orval + openapi-typescript),
// and the JSON forms' schemas in forms/ → their precompiled validators in generated/forms/
// (scripts/generate-forms.ts), formatted so the output is byte-for-byte deterministic and the drift
// check can compare it.
// `npm run generate -- --service users` regenerates one service's folder only (repeatable); the
// forms are regenerated every time (a second or so).
import { mkdirSync, writeFileSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { capabilityModule, contractOperations } from './extension-marks.ts';
import { generateFormValidators } from './generate-forms.ts';
import { lazyZodModule } from './lazy-zod.ts';
import { mockServices } from './ports.ts';
import { startProcess, stopAll } from './processes.ts';
import { zodServices } from './zod-services.ts';

type Command = [command: string, args: string[]];

/** One command as a managed process (scripts/processes.ts): a failure stops the ones beside it. */
function runOne([command, args]: Command): Promise<void> {
  const name = (args[0] ?? command).split('/').pop() ?? command;
  const { child } = startProcess(name, command, args, { onLine: (line) => console.info(line) });
  return new Promise((resolve) => {
    const fail = (status: string) => {
      console.error(`generate: "${command} ${args.join(' ')}" failed (${status})`);
      // The commands beside it would go on writing generated/ after this one gave up.
      stopAll();
      process.exit(1);
    };
    child.on('error', (error) => {
      fail(error.message);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else fail(signal ? `signal ${signal}` : `exit ${String(code)}`);
    });
  });
}

/** Runs the commands side by side (each is one single-threaded Node process) and waits for all. */
async function run(...commands: Command[]): Promise<void> {
  await Promise.all(commands.map(runOne));
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
    if (
      !mockServices.some((s) => s.file === entry) &&
      !['README.md', 'forms', 'capabilities.ts'].includes(entry)
    ) {
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
// the services in zod-services.ts. orval and openapi-typescript write different folders, so they
// run side by side (the drift check that starts `npm test` waits for all of them).
for (const file of services) mkdirSync(`generated/${file}`, { recursive: true });
await run(
  [
    process.execPath,
    [
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
    ],
  ],
  ...services.map((file): Command => [
    process.execPath,
    [
      bin('openapi-typescript'),
      `openapi/${file}.yaml`,
      '--output',
      `generated/${file}/schema.d.ts`,
      '--alphabetize',
    ],
  ]),
);
// Answer schemas built on first use, without their descriptions (scripts/lazy-zod.ts).
for (const file of services) {
  if (!zodServices.includes(file)) continue;
  const path = `generated/${file}/zod/${file}.zod.ts`;
  writeFileSync(
    path,
    lazyZodModule(readFileSync(path, 'utf8'), '../../../src/lib/api/lazy-schema.ts'),
  );
}
const forms = generateFormValidators('forms', 'generated/forms');
// The capability of each extension operation, for the portal's gates (src/lib/api/capabilities.ts).
writeFileSync('generated/capabilities.ts', capabilityModule(contractOperations()));
writeFileSync(
  'generated/README.md',
  "# generated/\n\nMade by `npm run generate` from `openapi/*.yaml` (the hooks, models and zod schemas per service, and `capabilities.ts` from the `x-courtyard-extension` marks) and, in `forms/`, from `forms/*.schema.json` (the JSON forms' precompiled validators). Never edit by hand: change the contract or the schema and regenerate.\n`npm test` fails when this folder is stale.\n",
);
// Formatted in two halves side by side: one Prettier process took about 7 s for generated/.
const toFormat = [
  'generated/README.md',
  'generated/capabilities.ts',
  'generated/forms',
  ...services.map((f) => `generated/${f}`),
];
const prettier = (paths: string[]): Command => [
  process.execPath,
  [bin('prettier'), '--write', '--log-level=warn', '--ignore-path', '/dev/null', ...paths],
];
const half = Math.ceil(toFormat.length / 2);
await run(prettier(toFormat.slice(0, half)), prettier(toFormat.slice(half)));
console.info(
  everyService
    ? `generate: generated/ is up to date with openapi/ and forms/ (${String(forms)} forms)`
    : `generate: generated/${services.join(', generated/')} up to date with openapi/, generated/forms with forms/`,
);
