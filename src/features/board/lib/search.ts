import type { Address } from '../api/board-api';

/** An address on one line: "12 Maple Court, Unit 4B, Springfield, IL 62704". */
export function addressLine(address: Address): string {
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const place = `${address.city}, ${address.stateProvince} ${address.postalCode}`.trim();
  return [street, place].filter((part) => part !== '' && part !== ',').join(', ');
}
