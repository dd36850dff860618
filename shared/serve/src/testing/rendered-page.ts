import type { RenderedPage } from '../rendering/server-rendering';
import type { RuntimeConfig } from '../runtime-config/runtime-config';

/** A built index.html as small as a shell server takes. */
export const PLAIN_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';

/** The catalogue live at one build. */
export const LIVE_CATALOG: RuntimeConfig = {
  remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
  builds: { mf_catalog: 'b1' },
};

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
