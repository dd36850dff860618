// What the apps import from react-router-dom, and nothing else: shared under the name 'react-router-dom' in its
// place (shared-modules.js), so the one copy on the page holds these and what they need instead of the whole
// package (a shared module is provided whole; these names let webpack drop the rest). A name used in an app's
// source but missing here fails `narrow-shared.test.js`.
export {
  Link,
  Navigate,
  NavigationType,
  Outlet,
  createBrowserRouter,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
