import { capabilities, extensionOperations, type Capability } from '@generated/capabilities';
import { serviceKeyPrefix, serviceNames, type ServiceName } from './services';

// The one owner of "does this deployment offer capability X" (docs/contracts.md, "Extensions and
// capabilities"): an operation SPEC §7 does not name belongs to a capability, and config.json's
// `capabilities` lists those the deployment's services answer. Pages, menu items, widgets and
// buttons ask `hasCapability`; the fetchers refuse to send an operation whose capability is off.

export { capabilities, type Capability };

let offered: ReadonlySet<Capability> = new Set(capabilities);

/**
 * The capabilities this deployment offers, from config.json (main.tsx). Until it is called (unit
 * tests) every capability is on.
 */
export function setCapabilities(list: readonly Capability[]): void {
  offered = new Set(list);
}

/** Whether this deployment's services answer the operations of `capability`. */
export function hasCapability(capability: Capability): boolean {
  return offered.has(capability);
}

export function isCapability(name: string): name is Capability {
  return (capabilities as readonly string[]).includes(name);
}

const patterns = Object.fromEntries(
  serviceNames.map((service) => {
    const contract = serviceKeyPrefix[service].slice(0, -1);
    return [
      service,
      Object.entries(extensionOperations[contract] ?? {}).map(([operation, capability]) => {
        const [method = '', path = ''] = operation.split(' ');
        const template = path
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
        return { method, pattern: new RegExp(`^${template}/?$`, 'i'), capability };
      }),
    ];
  }),
) as Record<ServiceName, { method: string; pattern: RegExp; capability: Capability }[]>;

/** The capability a call belongs to (the path may carry a query), or undefined for a SPEC §7 call. */
export function capabilityOf(
  service: ServiceName,
  method: string,
  path: string,
): Capability | undefined {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const upper = method.toUpperCase();
  return patterns[service].find((entry) => entry.method === upper && entry.pattern.test(bare))
    ?.capability;
}
