import { HashRouter, Route, Routes } from 'react-router';
import { AddressFollower } from './address-follower';
import { Layout } from './layout';
import { NOT_FOUND_ROUTE, ROUTES } from './routes';

/**
 * Declarative hash routing: the app loads no route data through the router, and the
 * data router's extra code would cost the first screen about 10 KB gzipped.
 */
export function App() {
  return (
    <HashRouter>
      <AddressFollower />
      <Routes>
        <Route element={<Layout />}>
          {[...ROUTES, NOT_FOUND_ROUTE].map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </HashRouter>
  );
}
