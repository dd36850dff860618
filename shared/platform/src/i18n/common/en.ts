/**
 * The texts every app uses the same way (not found, loading, retry, failures, required, toasts, the shared
 * address form), English: the source of the `common` namespace's keys, registered by the shell like `validation`.
 */
const commonEn = {
  'page.notFound': 'Page Not Found: {{path}}',
  'page.notFoundTitle': 'Page not found',
  'page.failed': 'This page could not be loaded.',
  loading: 'Loading…',
  retry: 'Try again',
  'failure.failed': 'Submission failed, please try again',
  'failure.offline': 'You seem to be offline. Check your connection and try again.',
  'failure.timeout': 'The store took too long to answer. Please try again.',
  'form.required': '(required)',
  'toast.close': 'Close notification',

  // The address form of @shop/platform/forms, shared by the checkout's post form and the account's addresses.
  'address.consignee': 'Consignee',
  'address.country': 'Country',
  'address.chooseCountry': 'Choose a country',
  'address.state': 'State/Province',
  'address.city': 'City',
  'address.district': 'District',
  'address.address': 'Address',
  'address.address2': 'Address 2',
  'address.postCode': 'Post code',
  'address.areaCode': 'Area code',
  'address.chooseAreaCode': 'Choose an area code',
  'address.areaCodeOption': '{{code}} ({{country}})',
  'address.phone': 'Phone',
  'address.email': 'Email',
} as const;

export type CommonTexts = typeof commonEn;
export default commonEn;
