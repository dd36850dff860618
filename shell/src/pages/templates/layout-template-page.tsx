import { PageHead } from '@shop/platform';
import { EmptyState } from '@shop/ui';
import { useShellTexts } from '../../i18n/texts';
import { LayoutTemplate } from './layout-template';

/** The component-like route /pc/LayoutTemplate (spec 2) renders its component. */
export default function LayoutTemplatePage() {
  const t = useShellTexts();
  return (
    <>
      <PageHead title={t('template.layoutPage')} noindex />
      <LayoutTemplate>
        <EmptyState title={t('template.title')} description={t('template.description')} />
      </LayoutTemplate>
    </>
  );
}
