// Handler types read from the contracts' generated openapi-typescript `operations`: a handler's
// parameters, body and success answer are the contract's, so a contract change that breaks a
// handler fails the typecheck.

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

export type RequestBodyOf<Operation> = Operation extends { requestBody: infer Body }
  ? JsonOf<Body>
  : Operation extends { requestBody?: infer Body }
    ? JsonOf<NonNullable<Body>> | undefined
    : undefined;

type Parameters<Operation> = Operation extends { parameters: infer P } ? P : never;
type Part<P, K extends string> =
  P extends Record<K, infer Value>
    ? NonNullable<Value>
    : P extends Partial<Record<K, infer Value>>
      ? NonNullable<Value>
      : Record<string, never>;

export type PathOf<Operation> = Part<Parameters<Operation>, 'path'>;
export type QueryOf<Operation> = Partial<Part<Parameters<Operation>, 'query'>>;

type Responses<Operation> = Operation extends { responses: infer R } ? R : never;
type SuccessCode = 200 | 201 | 202;

/** The JSON body of the operation's 2xx answer (the first of 200, 201, 202 it has). */
export type SuccessOf<Operation> = {
  [Code in keyof Responses<Operation> & SuccessCode]: JsonOf<Responses<Operation>[Code]>;
}[keyof Responses<Operation> & SuccessCode];
