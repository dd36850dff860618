import { ThirdLogin } from './third-login';

/** The component-like route /pc/customer/components/ThirdLogin renders its component alone. */
export default function ThirdLoginPage() {
  return <ThirdLogin standalone />;
}
