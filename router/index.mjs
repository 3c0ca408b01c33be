/**
 * The router, as every bundle reaches it. Module Federation shares a module whole, with every export it has: shared
 * as the package, react-router-dom put its data routers, SSR helpers and all (55 KB compressed) on every page. Shared
 * through this entry, the page's one router is built from what the screens use. Import the router from here only
 * (lint enforces it), so that no bundle carries a second copy with its own context.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
