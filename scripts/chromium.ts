// The Chromium the journeys drive: Debian's where present (no browser downloads on a closed
// network), Playwright's own otherwise. The headless shell first (.ci/run installs it): the same
// build without the desktop browser around it, on which the journeys took about a third less CPU
// (the full run: 1067 s → 759 s with three workers, 2026-11-27). E2E_CHROMIUM picks another.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function systemChromium(): string | undefined {
  return [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
    (path) => path !== undefined && path !== '' && existsSync(path),
  );
}

/** What the browser says of its version ("Chromium 156.0.8078.73"), for the run's record. */
export function chromiumVersion(): string {
  const path = systemChromium();
  if (!path) return "Playwright's own Chromium";
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000 })
      .trim()
      .replace(/ built on .*$/, '');
  } catch {
    return `${path} (its version could not be read)`;
  }
}
