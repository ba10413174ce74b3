import type { ApiError } from './api-error';
import { createServiceFetcher } from './create-fetcher';

// One fetcher per service; orval's generated hooks call these as their mutator.
export const usersFetch = createServiceFetcher('users');
export const associationsFetch = createServiceFetcher('associations');
export const actionItemsFetch = createServiceFetcher('actionItems');
export const connectPaymentsFetch = createServiceFetcher('connectPayments');
export const expressPayFetch = createServiceFetcher('expressPay');

// orval types every hook's error with these when the mutator module exports them.
export type ErrorType<_Problem> = ApiError;
export type BodyType<Body> = Body;
