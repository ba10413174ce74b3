// npm run mock:proxy -- --upstream <url>: Prism's validation proxy in front of a real service, so a
// staging backend is checked against the same contracts the mocks serve (mocks/README.md,
// "Checking a real service"). Each proxy listens where that service's mock would
// (MOCK_PORT_BASE + offset), so `npm run dev` in another terminal runs the portal through it.
//
//   --upstream <url>              every service, or those named with --service, at that base URL
//   --upstream <service>=<url>    one service (repeatable); only the services named are started
//   --service <service>           limits a bare --upstream URL to that service (repeatable)
//   --report-only                 pass every answer through and only report violations; by default
//                                 (Prism's --errors) a request that breaks its contract gets 422
//                                 without reaching the service, and an answer that breaks it 500
//   --verbose                     Prism's own listing and request log
import { fileURLToPath } from 'node:url';
import { listing, startPrism, type Started } from './mock.ts';
import { mockPortBase, mockServices } from './ports.ts';
import { assertPortsFree, stopOnExit, waitForPort } from './processes.ts';

export interface ProxyPlan {
  service: string;
  port: number;
  upstream: string;
}

export interface ProxyOptions {
  plan: ProxyPlan[];
  reportOnly: boolean;
}

const serviceNames: string[] = mockServices.map((s) => s.file);

function upstreamUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--upstream: "${raw}" is not a URL (http://… or https://…)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--upstream: "${raw}" is not an http or https URL`);
  return url.href;
}

function knownService(name: string): string {
  if (!serviceNames.includes(name))
    throw new Error(`Unknown service "${name}"; the services are ${serviceNames.join(', ')}`);
  return name;
}

/** Reads the command line; throws a message for the user on anything it cannot use. */
export function parseProxyArgs(args: string[], portBase: number): ProxyOptions {
  const named = new Map<string, string>();
  const bare: string[] = [];
  const limited: string[] = [];
  let reportOnly = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const value = () => {
      const next = args[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--upstream') {
      const raw = value();
      const split = /^([a-z-]+)=(.+)$/.exec(raw);
      if (split) named.set(knownService(split[1] ?? ''), upstreamUrl(split[2] ?? ''));
      else bare.push(upstreamUrl(raw));
    } else if (arg === '--service') limited.push(knownService(value()));
    else if (arg === '--report-only') reportOnly = true;
    else if (arg !== '--verbose') throw new Error(`Unknown option ${arg}`);
  }
  if (bare.length > 1) throw new Error('Give one bare --upstream URL, or name each service');
  const [everyService] = bare;
  if (everyService)
    for (const service of limited.length > 0 ? limited : serviceNames)
      if (!named.has(service)) named.set(service, everyService);
  if (named.size === 0)
    throw new Error(
      'Which service? npm run mock:proxy -- --upstream https://staging.example.com/users --service users',
    );
  return {
    reportOnly,
    plan: mockServices
      .filter((s) => named.has(s.file))
      .map((s) => ({
        service: s.file,
        port: portBase + s.offset,
        upstream: named.get(s.file) ?? '',
      })),
  };
}

/** Starts one Prism proxy per planned service and waits for their ports. */
export async function startProxies({ plan, reportOnly }: ProxyOptions): Promise<Started[]> {
  await assertPortsFree(plan.map((p) => ({ port: p.port, what: `${p.service} proxy` })));
  let ready = false;
  for (const p of plan)
    startPrism(
      p.service,
      [
        'proxy',
        `openapi/${p.service}.yaml`,
        p.upstream,
        '--host',
        '127.0.0.1',
        '--port',
        String(p.port),
        ...(reportOnly ? [] : ['--errors']),
      ],
      true,
      () => ready,
    );
  await Promise.all(plan.map((p) => waitForPort(p.port)));
  ready = true;
  return plan.map((p) => ({
    name: p.service,
    url: `http://127.0.0.1:${p.port}`,
    detail: `→ ${p.upstream}, checked against openapi/${p.service}.yaml`,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  stopOnExit();
  try {
    const options = parseProxyArgs(process.argv.slice(2), mockPortBase());
    const servers = await startProxies(options);
    console.info(
      `${listing(servers)}\nProxies ready. Each request and answer that breaks its contract is ` +
        `printed here${options.reportOnly ? ' (and passed through)' : ''}; Ctrl-C stops them.`,
    );
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
