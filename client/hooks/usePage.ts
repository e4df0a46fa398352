/** The current page's route definition and loader data. */
import { useLoaderData, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../route-facts.ts';

export function usePage<T>(): { data: T; handle: RouteHandle } {
  const data = useLoaderData() as T;
  const handle = useMatches().at(-1)?.handle as RouteHandle;
  return { data, handle };
}
