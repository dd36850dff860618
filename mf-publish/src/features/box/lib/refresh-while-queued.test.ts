import { QUEUED_REFRESH_MS, refreshWhileQueued } from './refresh-while-queued';

describe('reading the box again', () => {
  it('polls while an item is queued and stops once all are published', () => {
    expect(refreshWhileQueued({ items: [{ status: 'published' }, { status: 'queued' }] })).toBe(QUEUED_REFRESH_MS);
    expect(refreshWhileQueued({ items: [{ status: 'published' }] })).toBe(0);
    expect(refreshWhileQueued(undefined)).toBe(0);
  });
});
