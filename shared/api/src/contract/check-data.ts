import * as v from 'valibot';
import type { DataCheck } from '../client/api-client';
import { ContractError } from '../client/errors';
import { calls, isCallDef } from './registry';

/**
 * The client's `checkData` for development builds and tests: the `data` of an answer parsed with the call's
 * schema, so a fake backend or a backend change that breaks the contract fails where it is made.
 */
export const checkWithContract: DataCheck = (call, data) => {
  // A full definition carries its schema; a descriptor is looked up by its name.
  const def = isCallDef(call) ? call : calls[call.name];
  if (!def) throw new ContractError(call.name, []);
  const result = v.safeParse(def.data, data);
  if (!result.success) throw new ContractError(call.name, result.issues);
  return result.output;
};
