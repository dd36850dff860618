import type { RenderedPage } from '../rendering/server-rendering';

/** A whole rendered page for tests, with the parts a test names. */
export const renderedPage = (parts: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  complete: true,
  lang: 'en',
  state: '',
  answered: [],
  markup: '',
  ...parts,
});
