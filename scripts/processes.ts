// Starting and stopping the local servers (Prism mocks, the app). Children stay in this process's
// group, so Ctrl-C in a terminal and Playwright's group kill (SIGKILL to the whole group) stop them
// too; a plain SIGTERM to this process stops them through stopAll().
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { createInterface } from 'node:readline';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The last lines the process wrote (both streams), for a message when it stops early. */
  recent: string[];
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * Each line the process writes to stdout. Without it the lines are relayed with the process's
   * name in front, unless the start is quiet (`quietServers()`). Stderr is always relayed.
   */
  onLine?: (line: string) => void;
  /**
   * What a stdout line becomes wherever it is shown: relayed, or among the last lines of a process
   * that stopped. The line as written by default; Prism's JSON records lose their requests'
   * headers and bodies (scripts/prism-log.ts).
   */
  format?: (line: string) => string;
}

const running: Managed[] = [];
/** Set once we stop the servers ourselves: their exits are expected then. */
let stopping = false;
const RECENT_LINES = 30;

/** `--verbose` on the command line: every server's own log, as it comes. */
export function verboseServers(): boolean {
  return process.argv.includes('--verbose');
}

/**
 * Quiet unless `--verbose`: a line per server and what needs attention. QUIET_SERVERS=1 (Playwright,
 * the bench) keeps it quiet even then.
 */
export function quietServers(): boolean {
  return process.env.QUIET_SERVERS === '1' || !verboseServers();
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: StartOptions = {},
): Managed {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  const managed: Managed = { name, child, recent: [] };
  running.push(managed);
  const prefix = `[${name}] `;
  const remember = (line: string) => {
    managed.recent.push(line);
    if (managed.recent.length > RECENT_LINES) managed.recent.shift();
  };
  const quiet = quietServers();
  const format = options.format ?? ((line: string) => line);
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.trim()) return;
    remember(format(line));
    if (options.onLine) options.onLine(line);
    else if (!quiet) process.stdout.write(prefix + format(line) + '\n');
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!line.trim()) return;
    remember(line);
    process.stderr.write(prefix + line + '\n');
  });
  return managed;
}

/**
 * Says so when a server stops on its own, with what it last wrote: before it is ready that ends
 * the start (a quiet start would otherwise wait for a port that never opens).
 */
export function watchExit(managed: Managed, isReady: () => boolean): void {
  managed.child.on('exit', (code, signal) => {
    if (stopping) return;
    const ready = isReady();
    console.error(
      `${managed.name} stopped${ready ? '' : ' while starting'} (${signal ?? `exit ${String(code)}`}). ` +
        `Its last lines:\n${managed.recent.map((line) => `  ${line}`).join('\n')}`,
    );
    if (!ready) process.exit(1);
  });
}

export function stopAll(): void {
  stopping = true;
  for (const { child } of running.splice(0)) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

export function stopOnExit(): void {
  const stop = (code: number) => () => {
    stopAll();
    process.exit(code);
  };
  process.on('SIGINT', stop(130));
  process.on('SIGTERM', stop(143));
  process.on('exit', stopAll);
}

/** Resolves false when something already listens on the port. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: { port: number; what: string }[]): Promise<void> {
  const taken: string[] = [];
  for (const { port, what } of ports)
    if (!(await isPortFree(port))) taken.push(`${port} (${what})`);
  if (taken.length > 0) {
    console.error(
      `Port already in use: ${taken.join(', ')}.\n` +
        'Stop whatever holds it, or pick other ports: MOCK_PORT_BASE=5010 APP_PORT=5180 npm start',
    );
    process.exit(1);
  }
}

export function waitForPort(port: number, timeoutMs = 170_000, host = '127.0.0.1'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`Nothing listened on ${host}:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}
