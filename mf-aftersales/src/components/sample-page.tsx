import type { ReactNode } from 'react';
import { pageTitle } from '@shop/ui';
import type { AfterSalesTexts } from '../i18n/en';
import { useAfterSalesTexts } from '../i18n/texts';

/** A component-like route of spec 2: its part, titled, with sample data. */
export function SamplePage({ name, children }: { name: keyof AfterSalesTexts; children: ReactNode }) {
  const t = useAfterSalesTexts();
  return (
    <>
      <h1 css={pageTitle}>{t('sample.title', { name: t(name) })}</h1>
      {children}
    </>
  );
}
