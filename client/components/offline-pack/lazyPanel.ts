/**
 * The offline-pack card as /tourist and /explain use it: rendered by the server with the
 * page, hydrated when its chunk arrives (docs/decisions/028-lazy-hydration.md).
 */
import { lazyHydrate } from '../../lazyHydrate.tsx';

export const OfflinePackPanel = lazyHydrate(() => import('./OfflinePackPanel.tsx').then((m) => m.OfflinePackPanel));
