import type { FastifyInstance } from 'fastify';
import { listBoxItems, listClaimableProducts, publishBatch, publishOneClick } from '@shop/api/contract';
import { route } from '../../http/route';
import * as box from './repository';

export function registerPublishRoutes(app: FastifyInstance): void {
  route(app, listClaimableProducts, (input, { db, customer }) => box.listClaimable(db, customer().id, input));

  route(app, publishOneClick, (input, { db, customer }) => box.claimOne(db, customer().id, input.product_id));

  route(app, publishBatch, (input, { db, customer }) => box.claimBatch(db, customer().id, input.product_ids));

  route(app, listBoxItems, (input, { db, config, customer }) => {
    box.publishDueItems(db, customer().id, config.publishDelayMs);
    return box.listBox(db, customer().id, input);
  });
}
