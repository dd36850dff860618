/**
 * At most this many products per publish.batch (the contract's MAX_BATCH_PUBLISH; pages do not import the
 * contract's schemas, so the number is repeated here and a test keeps the two equal).
 */
export const MAX_BATCH = 50;
