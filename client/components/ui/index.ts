/** Shared UI primitives used by every page family. */
export { Badge, type BadgeTone } from './Badge.tsx';
export { Breadcrumbs, breadcrumbJsonLd, type Crumb } from './Breadcrumbs.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { FilterChips, type ChipOption, type FilterChipsProps } from './FilterChips.tsx';
export { Icon, type IconName } from './Icon.tsx';
export { JsonLd, jsonLdText } from './JsonLd.tsx';
export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageWindow, withParams } from './query.ts';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
