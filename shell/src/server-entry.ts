// The shell's server, as its production build bundles it (shell/build/server.cjs): @shop/serve's shell server with
// this app's route table deciding each document's status and preloads, and the shell's server rendering of the
// pages a visitor lands on (decision 038). Node code; the page never imports it.
import { runShellServer } from '@shop/serve/shell-server';
import { pagePreloadsFor } from './routing/page-preloads-for';
import { pageStatusFor } from './routing/page-status-for';
import { isCustomerPage } from './routing/customer-page';
import { shellRenderer } from './server-render/shell-renderer';
import { HOME_PATH, isNoindexPage, privatePathPrefixes, productPath } from './routing/crawler-rules';
import { previewEntryTexts } from './preview/preview-entry-texts';

runShellServer({
  pageStatus: pageStatusFor,
  pagePreloads: pagePreloadsFor,
  privatePage: isCustomerPage,
  renderPage: shellRenderer,
  previewEntry: previewEntryTexts,
  seo: { privatePaths: privatePathPrefixes(), noindexPage: isNoindexPage, productPath, homePath: HOME_PATH },
});
