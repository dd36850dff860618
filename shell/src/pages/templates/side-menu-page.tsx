import { PageHead } from '@shop/platform';
import { useShellTexts } from '../../i18n/texts';
import { SideMenu } from './side-menu';

/** The component-like route /pc/SideMenu (spec 2) renders its component. */
export default function SideMenuPage() {
  const t = useShellTexts();
  return (
    <>
      <PageHead title={t('template.sideMenuPage')} noindex />
      <SideMenu />
    </>
  );
}
