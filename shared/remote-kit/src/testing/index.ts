export { createRenderPage, findAlert, signInAsCustomer } from './render-page';
