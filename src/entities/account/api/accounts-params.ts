import type { ListAccountsParams } from '@generated/connect-payments/model';

// Apart from the queries, which bring the contract checks: the boot script's start-up reads
// (src/app/start-up-reads.ts) ask for the same address with none of that code.
/** SPEC §7: the session loads the sub-ledgers shown in the portal only. */
export const accountsParams: ListAccountsParams = { portalEnabled: true };
