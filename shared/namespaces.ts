/**
 * Which message namespaces (files in locales/<lng>/) a page needs before it hydrates
 * (docs/decisions/028-lazy-hydration.md). The shell's are always loaded; a page module listed
 * here needs only its own, any other page all of them. The server modulepreloads exactly
 * these; the client loads them before hydrating, and any other namespace when a part asks
 * for it (react-i18next suspends that part until it has loaded).
 */
const SHELL_NAMESPACES: readonly string[] = ['common', 'pages'];

/** Page module source (client/pages/sources.ts) → the namespaces beyond the shell's. */
const PAGE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  'client/pages/home/HomePage.tsx': ['places'],
};

/** Whether a page made of these modules needs the namespace `ns` before hydrating. */
export function needsNamespace(pageSources: readonly string[], ns: string): boolean {
  if (SHELL_NAMESPACES.includes(ns)) return true;
  return pageSources.some((src) => PAGE_NAMESPACES[src]?.includes(ns) ?? true);
}
