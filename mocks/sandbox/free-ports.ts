// Five ports in a row for a sandbox a test starts. Below the kernel's ephemeral range (32768 and
// up on Linux), where `listen(0)` and outgoing connections take theirs: a test that picked a port
// there could meet another test's free port or a client socket, and each would see the other's
// server come and go.
import { createServer } from 'node:net';

const LOWEST = 10_000;
const HIGHEST = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive loopback ports that are free now. */
export async function freePortBase(count = 5): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST - count));
    let free = true;
    for (let port = base; port < base + count && free; port++) free = await bindable(port);
    if (free) return base;
  }
  throw new Error(
    `No ${String(count)} free ports in a row between ${String(LOWEST)} and ${String(HIGHEST)}`,
  );
}
