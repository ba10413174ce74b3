// npm run generate: contracts in openapi/ → typed clients in generated/ (orval + openapi-typescript),
// formatted so the output is byte-for-byte deterministic and the drift check can compare it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { mockServices } from './ports.ts';

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

// Stale folders of removed services must not linger.
if (existsSync('generated')) {
  for (const entry of readdirSync('generated')) {
    if (!mockServices.some((s) => s.file === entry) && entry !== 'README.md') {
      rmSync(`generated/${entry}`, { recursive: true, force: true });
    }
  }
}

run(process.execPath, [bin('orval'), '--config', 'orval.config.ts']);
for (const { file } of mockServices) {
  mkdirSync(`generated/${file}`, { recursive: true });
  run(process.execPath, [
    bin('openapi-typescript'),
    `openapi/${file}.yaml`,
    '--output',
    `generated/${file}/schema.d.ts`,
    '--alphabetize',
  ]);
}
writeFileSync(
  'generated/README.md',
  '# generated/\n\nMade by `npm run generate` from `openapi/*.yaml`. Never edit by hand: change the contract and regenerate.\n`npm test` fails when this folder is stale.\n',
);
run(process.execPath, [
  bin('prettier'),
  '--write',
  '--log-level=warn',
  '--ignore-path',
  '/dev/null',
  'generated',
]);
console.info('generate: generated/ is up to date with openapi/');
