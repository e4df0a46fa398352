/** The data router type the runtime works with, and the URL of a pending navigation. */
import { createPath, type createBrowserRouter } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Path + query + hash a navigation under way is going to, or null when idle. */
export function pendingHref(router: AppRouter): string | null {
  const nav = router.state.navigation;
  return nav.state !== 'idle' && nav.location ? createPath(nav.location) : null;
}
