import { Outlet } from 'react-router-dom';
import type { LayoutName } from '@shop/platform/routes';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { LoginLayout } from './login-layout';
import { MobileLayout } from './mobile-layout';

const layouts = { default: DefaultLayout, empty: EmptyLayout, login: LoginLayout, mobile: MobileLayout } as const;

/** A pathless route that wraps its child routes in one of the four layouts of spec 2. */
export function LayoutRoute({ layout }: { layout: LayoutName }) {
  const Layout = layouts[layout];
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
