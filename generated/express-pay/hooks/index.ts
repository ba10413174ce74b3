export * from './express-account/express-account.ts';
export * from './express-auth/express-auth.ts';
export * from './express-checkout/express-checkout.ts';
