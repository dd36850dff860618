// `@shop/platform/forms`: imported only by pages that show a form, which are lazy chunks, so react-hook-form and
// its resolver never weigh on a page without one. Shared as a federation singleton like the rest of the package.
export { useApiForm, type ApiFormOptions } from './use-api-form';
