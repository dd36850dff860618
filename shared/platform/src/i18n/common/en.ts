/**
 * The texts every app uses the same way (not found, loading, retry, failures, required, toasts, the standalone
 * page), English: the source of the `common` namespace's keys, registered by the shell like `validation`.
 */
const commonEn = {
  'page.notFound': 'Page Not Found: {{path}}',
  'page.failed': 'This page could not be loaded.',
  loading: 'Loading…',
  retry: 'Try again',
  'failure.failed': 'Submission failed, please try again',
  'failure.offline': 'You seem to be offline. Check your connection and try again.',
  'failure.timeout': 'The store took too long to answer. Please try again.',
  'form.required': '(required)',
  'toast.close': 'Close notification',
  'standalone.elsewhere': 'This page is not served here: {{path}}. Open it in the store.',
} as const;

export type CommonTexts = typeof commonEn;
export default commonEn;
