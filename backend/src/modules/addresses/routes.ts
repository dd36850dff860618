import type { FastifyInstance } from 'fastify';
import * as contract from '@shop/api/contract';
import { route } from '../../http/route';
import * as addresses from './repository';

export function registerAddressRoutes(app: FastifyInstance): void {
  route(app, contract.getAddressCountries, (input, { db }) => addresses.deliveredCountries(db, input.locale));

  route(app, contract.listAddresses, (input, { db, customer }) =>
    addresses.listAddresses(db, customer().id, input.status, input.locale),
  );

  route(app, contract.createAddress, ({ is_default, ...fields }, { db, customer }) =>
    addresses.createAddress(db, customer().id, fields, is_default),
  );

  route(app, contract.updateAddress, ({ id, is_default, ...fields }, { db, customer }) =>
    addresses.updateAddress(db, customer().id, id, fields, is_default),
  );

  route(app, contract.deleteAddress, (input, { db, customer }) => addresses.deleteAddress(db, customer().id, input.id));

  route(app, contract.setDefaultAddress, (input, { db, customer }) =>
    addresses.setDefaultAddress(db, customer().id, input.id),
  );
}
