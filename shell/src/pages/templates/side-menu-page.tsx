import { SideMenu } from './side-menu';

/** The component-like route /pc/SideMenu (spec 2) renders its component. */
export default function SideMenuPage() {
  return <SideMenu />;
}
