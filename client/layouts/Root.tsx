/** The root route: shell data, head tags common to all pages, and the route's layout. */
import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
import type { ShellData } from '../../shared/state.ts';
import type { RouteHandle } from '../route-facts.ts';
import { Seo } from '../components/Seo.tsx';
import { Shell } from './Shell.tsx';
import { useScrollToTop } from '../hooks/useScrollToTop.ts';

export function Root() {
  const shell = useLoaderData() as ShellData;
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  useScrollToTop();
  // One Shell element for both layouts (a variant, not another component), so a route
  // change between them keeps the header, the loading bar and the music player mounted.
  return (
    <>
      <Seo />
      <Shell shell={shell} variant={handle?.route.layout === 'main' ? 'main' : 'default'}>
        <Outlet />
      </Shell>
    </>
  );
}
