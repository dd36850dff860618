import { PageHead } from '@shop/platform';
import { useShellTexts } from '../../i18n/texts';
import { ThirdLogin } from './third-login';

/** The component-like route /pc/customer/components/ThirdLogin renders its component alone. */
export default function ThirdLoginPage() {
  const t = useShellTexts();
  return (
    <>
      <PageHead title={t('social.pageTitle')} noindex />
      <ThirdLogin standalone />
    </>
  );
}
