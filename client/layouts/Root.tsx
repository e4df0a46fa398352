/** The root route: shell data, head tags common to all pages, and the route's layout. */
import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
import type { ShellData } from '../../shared/state.ts';
import type { RouteHandle } from '../routes.tsx';
import { Seo } from '../components/Seo.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { MainLayout } from './MainLayout.tsx';

export function Root() {
  const shell = useLoaderData() as ShellData;
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const Layout = handle?.route.layout === 'main' ? MainLayout : DefaultLayout;
  return (
    <>
      <Seo />
      <Layout shell={shell}>
        <Outlet />
      </Layout>
    </>
  );
}
