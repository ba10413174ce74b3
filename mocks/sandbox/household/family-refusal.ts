// A family member of a household has no payments or saved payment methods: every call of the
// payments service but the account list (which the portal's session loads for everyone) answers
// the contract's 403, whatever the portal shows. The one place this rule lives.
import type { ServiceHandlers } from '../domain.ts';
import type { Handler } from '../handler.ts';
import { problemOf } from '../handler.ts';
import { verifyToken } from '../tokens.ts';

const OPEN_TO_FAMILY = new Set(['listAccounts']);

export function refusingFamilyPayments(handlers: ServiceHandlers): ServiceHandlers {
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => {
      if (!handler || OPEN_TO_FAMILY.has(operationId)) return [operationId, handler];
      const guarded: Handler<never> = async (context) => {
        const claims = context.bearer ? await verifyToken(context.tenant, context.bearer) : null;
        if (claims?.household === 'family') throw problemOf(context, 403, 'householdFamily');
        return handler(context);
      };
      return [operationId, guarded];
    }),
  );
}
