// The payment provider accounts: each person's own (Jordan's Stripe account of the story; anyone
// else has none until the provider is set up for them), and the provider's login and refresh,
// which need the primary email (PA037). The provider rule lives here and nowhere else.
import type { operations } from '../../../generated/connect-payments/schema.d.ts';
import { problemOf, type Handlers } from '../handler.ts';
import { primaryEmailOfUser } from '../profile/homeowner.ts';
import { signedIn } from '../services/people.ts';

/** The provider's login link lives this long (the contract's example: five minutes). */
const PROVIDER_LINK_MINUTES = 5;

export const providerHandlers: Handlers<operations> = {
  async listPaymentProviders(context) {
    const person = await signedIn(context);
    const rows = await context.db
      .selectFrom('payment_providers')
      .select('record')
      .where('user_id', '=', person.userId)
      .orderBy('id')
      .execute();
    return { status: 200, body: rows.map((row) => row.record) };
  },

  async runPaymentProviderAction(context) {
    const person = await signedIn(context);
    const action = context.body.action;
    return context.db.transaction().execute(async (db) => {
      const provider = await db
        .selectFrom('payment_providers')
        .selectAll()
        .where('id', '=', context.params.id)
        .where('user_id', '=', person.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!provider) throw problemOf(context, 404);
      if (!(await primaryEmailOfUser(db, person.userId))) throw problemOf(context, 400, 'PA037');
      // A refresh is the sandbox provider re-reading the account: it is connected as of now. A
      // login only hands out the link (the sandbox has no provider to log into).
      if (action === 'refresh')
        await db
          .updateTable('payment_providers')
          .set({
            record: JSON.stringify({
              ...provider.record,
              status: 'connected',
              lastRefreshedAt: context.now.toISOString(),
            }),
          })
          .where('id', '=', provider.id)
          .execute();
      return {
        status: 200 as const,
        body: {
          url: `https://connect.stripe.com/express/demo/courtyard-${String(provider.id)}`,
          expiresAt: new Date(context.now.getTime() + PROVIDER_LINK_MINUTES * 60_000).toISOString(),
        },
      };
    });
  },
};
