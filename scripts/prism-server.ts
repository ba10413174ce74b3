// node scripts/prism-server.ts mock <document> | proxy <document> <upstream> [--host h] [--port p]
// [--errors] [--verboseLevel level]: Prism as `prism mock|proxy` starts it, from the same packages
// (@stoplight/prism-cli, pinned in package.json), but writing its pino records to stdout as JSON
// lines, one object each ({"level":"error","name":"VALIDATOR","msg":"Violation: …"}), for
// scripts/prism-log.ts to read by field instead of parsing the CLI's human log.
//
// Why not the CLI itself: single-process mode pipes its JSON to signale for humans, and
// --multiprocess, whose worker would print the JSON, fails in 5.16 before it starts
// (createServer.js reads `require('node:cluster').default`, undefined; stoplightio/prism#2138).
// What follows is createPrismServerWithLogger of @stoplight/prism-cli/dist/util/createServer.js
// with the CLI's defaults for every flag we do not pass; check it against that file when Prism
// changes version. The contract watcher (a restart when the document changes) is the CLI's own.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configureExtensionsUserProvided } from '@stoplight/prism-cli/dist/extensions.js';
import { runPrismAndSetupWatcher } from '@stoplight/prism-cli/dist/util/runner.js';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec, type IHttpConfig } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

/** The part of pino's logger used here (Prism 5 uses pino 6, which ships no types). */
interface Logger {
  info(message: string): void;
  start(message: string): void;
  fatal(message: string): void;
  isLevelEnabled(level: string): boolean;
  child(bindings: { name: string }): unknown;
}

export interface PrismServerOptions {
  document: string;
  /** Absent for a mock; the service Prism forwards to and checks, for a proxy. */
  upstream?: URL;
  host: string;
  port: number;
  errors: boolean;
  verboseLevel: string;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Reads the command line (the `prism mock|proxy` flags scripts/mock.ts passes); throws on others. */
export function parsePrismArgs(args: string[]): PrismServerOptions {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4010' },
      errors: { type: 'boolean', default: false },
      verboseLevel: { type: 'string', default: 'info' },
    },
  });
  const [command, document, upstream, ...rest] = positionals;
  const usage = 'prism-server.ts mock <document> | proxy <document> <upstream> [options]';
  if (!document || rest.length > 0) throw new Error(usage);
  if (command === 'mock' ? upstream !== undefined : command !== 'proxy' || upstream === undefined)
    throw new Error(usage);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: "${values.port}" is not a port`);
  if (!LEVELS.includes(values.verboseLevel))
    throw new Error(`--verboseLevel: one of ${LEVELS.join(', ')}`);
  if (upstream !== undefined && !URL.canParse(upstream))
    throw new Error(`Invalid upstream URL provided: ${upstream}`);
  return {
    document,
    ...(upstream === undefined ? {} : { upstream: new URL(upstream) }),
    host: values.host,
    port,
    errors: values.errors,
    verboseLevel: values.verboseLevel,
  };
}

/** One Prism server, logging JSON lines to stdout; rejects (after a fatal record) when it cannot. */
async function startPrismServer(options: PrismServerOptions) {
  // The CLI's logger options: its "start" level (info + 1), and levels written by name. Pino's
  // type is unknown to TypeScript here (pino 6 ships none), hence the assertion.
  const logger = createLogger('CLI', {
    customLevels: { start: 31 },
    level: options.verboseLevel,
    formatters: { level: (level: string) => ({ level }) },
  }) as unknown as Logger;
  try {
    const operations = await getHttpOperationsFromSpec(options.document);
    await configureExtensionsUserProvided(options.document, { fillProperties: undefined });
    if (operations.length === 0) throw new Error('No operations found in the current file.');
    const shared = {
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: options.errors,
      upstreamProxy: undefined,
      mock: { dynamic: false, ignoreExamples: false },
    };
    const config: IHttpConfig = options.upstream
      ? { ...shared, isProxy: true, upstream: options.upstream }
      : { ...shared, isProxy: false };
    const server = createServer(operations, {
      // No CORS headers (Prism's reflect any origin, with credentials): the portal reaches the mocks
      // through its own origin's proxy, and no other site's page may read them (issue 55 item 8).
      cors: false,
      config,
      components: { logger: logger.child({ name: 'HTTP SERVER' }) },
    });
    const address = await server.listen(options.port, options.host);
    for (const { method, path } of operations)
      logger.info(`${method.toUpperCase().padEnd(10)} ${address}${path}`);
    logger.start(`Prism is listening on ${address}`);
    return server;
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    logger.fatal(message);
    // A silent logger drops the record: say it where the parent always looks.
    if (!logger.isLevelEnabled('fatal')) console.error(message);
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options: PrismServerOptions;
  try {
    options = parsePrismArgs(process.argv.slice(2));
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  // The watcher reads only `document`; the rest are the CLI's defaults, for its type.
  await runPrismAndSetupWatcher(() => startPrismServer(options), {
    document: options.document,
    host: options.host,
    port: options.port,
    errors: options.errors,
    verboseLevel: options.verboseLevel,
    cors: false,
    dynamic: false,
    multiprocess: false,
    ignoreExamples: false,
    seed: '',
    jsonSchemaFakerFillProperties: false,
  }).catch(() => {
    // Said already (the fatal record, or stderr); exiting this way writes the pending log lines.
    process.exitCode = 1;
  });
}
