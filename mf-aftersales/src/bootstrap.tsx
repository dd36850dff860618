// The after-sales remote's own page (`pnpm dev` in this folder): its pages on the store's paths, inside the providers the
// shell gives them, against the real backend through the dev server's API proxy.
import { startStandalone } from '@shop/remote-kit';
import * as remote from './remote';

void startStandalone('mf_aftersales', remote);
