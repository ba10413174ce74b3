// Starting and stopping the local servers (Prism mocks, the app). Children stay in this process's
// group, so Ctrl-C in a terminal and Playwright's group kill (SIGKILL to the whole group) stop them
// too; a plain SIGTERM to this process stops them through stopAll().
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface Managed {
  name: string;
  child: ChildProcess;
}

const running: Managed[] = [];

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Managed {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const managed = { name, child };
  running.push(managed);
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(prefix + line + '\n');
  };
  if (process.env.QUIET_SERVERS !== '1') {
    child.stdout.on('data', relay(process.stdout));
  }
  child.stderr.on('data', relay(process.stderr));
  return managed;
}

export function stopAll(): void {
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
