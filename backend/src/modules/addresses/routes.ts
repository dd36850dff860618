import type { FastifyInstance } from 'fastify';
import {
  createAddress,
  deleteAddress,
  getAddressCountries,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '@shop/api/contract';
import { route } from '../../http/route';
import * as addresses from './repository';

export function registerAddressRoutes(app: FastifyInstance): void {
  route(app, getAddressCountries, (input, { db }) => addresses.deliveredCountries(db, input.locale));

  route(app, listAddresses, (input, { db, customer }) =>
    addresses.listAddresses(db, customer().id, input.status, input.locale),
  );

  route(app, createAddress, ({ is_default, ...fields }, { db, customer }) =>
    addresses.createAddress(db, customer().id, fields, is_default),
  );

  route(app, updateAddress, ({ id, is_default, ...fields }, { db, customer }) =>
    addresses.updateAddress(db, customer().id, id, fields, is_default),
  );

  route(app, deleteAddress, (input, { db, customer }) => addresses.deleteAddress(db, customer().id, input.id));

  route(app, setDefaultAddress, (input, { db, customer }) => addresses.setDefaultAddress(db, customer().id, input.id));
}
