import type { PaginationLabels } from '@shop/ui';
import { usePublishTexts } from '../i18n/texts';

/** The pagination's texts in the page's language. */
export function usePaginationLabels(): PaginationLabels {
  const t = usePublishTexts();
  return {
    nav: t('pagination.nav'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page) => t('pagination.page', { page }),
  };
}
