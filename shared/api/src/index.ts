// `@shop/api`: the HTTP client and its errors. The call descriptors are `@shop/api/calls`; the contract with its
// schemas is `@shop/api/contract` (decision 011).
export * from './client';
