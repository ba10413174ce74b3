import type { ApiError } from './api-error';
import { createServiceFetcher } from './create-fetcher';

// One fetcher per service; orval's generated hooks call these as their mutator.
export const usersFetch = /* @__PURE__ */ createServiceFetcher('users');
export const associationsFetch = /* @__PURE__ */ createServiceFetcher('associations');
export const actionItemsFetch = /* @__PURE__ */ createServiceFetcher('actionItems');
export const connectPaymentsFetch = /* @__PURE__ */ createServiceFetcher('connectPayments');
export const expressPayFetch = /* @__PURE__ */ createServiceFetcher('expressPay');

// orval types every hook's error with these when the mutator module exports them.
export type ErrorType<_Problem> = ApiError;
export type BodyType<Body> = Body;
