// The remote's public surface, exposed as `./remote` (see RemoteModule in @shop/platform): its namespace, its
// texts, its pages and what each opens with. Each page is its own chunk, fetched when the shell first shows it or warms
// it (a link to it hovered or focused). Names are the route table's.
import { pageChunks, type PageLoaders, type RemoteModule } from '@shop/platform';
import { PUBLISH_NAMESPACE, publishTranslations } from './i18n/texts';

export const namespace: RemoteModule['namespace'] = PUBLISH_NAMESPACE;

export const translations: RemoteModule['translations'] = publishTranslations;

// Exactly the pages the route table gives mf_publish: a missing or misspelt one fails the type-check.
const chunks = pageChunks({
  Publish: () => import('./pages/publish-page'),
  CollectionBox: () => import('./pages/collection-box-page'),
} satisfies PageLoaders<'mf_publish'>);

export const pages = chunks.pages satisfies RemoteModule['pages'];

export const load = chunks.load satisfies RemoteModule['load'];

// What each page's first screen reads (decision 047); the shell warms it with the page's chunk on a link's intent.
export { opening } from './opening';
