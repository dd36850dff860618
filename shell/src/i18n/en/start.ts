/**
 * The words of the screen shown when the store cannot start at all (`boot/start-failure.ts`): the entry chunk
 * bundles them in both languages, since no other chunk can be relied on then. Keep them few: they weigh on every
 * first load.
 */
export const startEn = {
  'start.title': 'The store could not be loaded',
  'start.message': 'Please check your connection and try again.',
  'start.retry': 'Try again',
} as const;
