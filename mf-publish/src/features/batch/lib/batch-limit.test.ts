import { MAX_BATCH_PUBLISH } from '@shop/api/contract';
import { MAX_BATCH } from './batch-limit';

it('is the limit the backend enforces', () => {
  expect(MAX_BATCH).toBe(MAX_BATCH_PUBLISH);
});
