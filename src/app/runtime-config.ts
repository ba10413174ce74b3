import type { RuntimeConfig } from './config';

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The validated runtime configuration; available once main.tsx has booted. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration has not been loaded yet');
  return current;
}
