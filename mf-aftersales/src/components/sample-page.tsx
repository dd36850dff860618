import type { ReactNode } from 'react';
import { PageHead } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import type { AfterSalesTexts } from '../i18n/en';
import { useAfterSalesTexts } from '../i18n/texts';

/** A component-like route of spec 2: its part, titled, with sample data. */
export function SamplePage({ name, children }: { name: keyof AfterSalesTexts; children: ReactNode }) {
  const t = useAfterSalesTexts();
  const title = t('sample.title', { name: t(name) });
  return (
    <>
      <PageHead title={title} noindex />
      <h1 css={pageTitle}>{title}</h1>
      {children}
    </>
  );
}
