import { css, type Theme } from '@emotion/react';
import { Suspense } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { Skeleton } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';
import { pages } from '../remote';

/** The remote's pages on the shell's paths, as the shell's route table maps them. */
export const standaloneRoutes: RouteObject[] = [
  { path: '/pc/cart', element: <Page name="Cart" /> },
  { path: '/pc/chooseDelivery/:cart_id', element: <Page name="ChooseDelivery" /> },
  { path: '/pc/delivery/post/:cart_id', element: <Page name="DeliveryPost" /> },
  { path: '/pc/delivery/pickUp/:cart_id', element: <Page name="DeliveryPickUp" /> },
  { path: '/pc/orderConfim/:cart_id', element: <Page name="OrderConfirm" /> },
  { path: '/pc/payment/:order_id', element: <Page name="Payment" /> },
  { path: '/pc/payment/result/:order_id', element: <Page name="PaymentResult" /> },
  { path: '/pc/Step', element: <Page name="Step" /> },
  { path: '*', element: <Elsewhere /> },
];

function Page({ name }: { name: keyof typeof pages }) {
  const t = useCheckoutTexts();
  const Component = pages[name];
  return (
    <main css={main}>
      <Suspense fallback={<Skeleton label={t('loading')} />}>
        <Component />
      </Suspense>
    </main>
  );
}

/** The catalogue, login and the rest belong to the shell and the other remotes. */
function Elsewhere() {
  const t = useCheckoutTexts();
  const { pathname } = useLocation();
  return (
    <main css={main}>
      <p>{t('standalone.elsewhere', { path: pathname })}</p>
    </main>
  );
}

const main = (theme: Theme) => css`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space[6]};
`;
