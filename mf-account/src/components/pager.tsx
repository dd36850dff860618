import { Pagination } from '@shop/ui';
import { useAccountTexts } from '../i18n/texts';

/** The pages of a list, with the account's words. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useAccountTexts();
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPage={onPage}
      labels={{
        nav: t('pages.nav'),
        previous: t('pages.previous'),
        next: t('pages.next'),
        page: (p) => t('pages.page', { page: p }),
      }}
    />
  );
}
