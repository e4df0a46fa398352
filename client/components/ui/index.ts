/** Shared UI primitives used by every page family. */
export { Badge, type BadgeTone } from './Badge.tsx';
export { Breadcrumbs } from './Breadcrumbs.tsx';
export { EmptyState } from './EmptyState.tsx';
export { Icon, type IconName } from './Icon.tsx';
export { JsonLd } from './JsonLd.tsx';
export { Pagination } from './Pagination.tsx';
export { Tabs } from './Tabs.tsx';
