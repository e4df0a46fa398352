/**
 * The message namespaces the shell hydrates with, on every page (shared/namespaces.ts has the
 * pages'). A module of its own so the client entry reads it without the pages' table, which
 * loads later with the page (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
export const SHELL_NAMESPACES: readonly string[] = ['common', 'pages'];

/**
 * The groups of `common` the eagerly hydrated shell uses, which the client entry holds itself
 * (client/i18n/first-screen.ts); the rest of the shell's namespaces load right after.
 * tests/unit/first-screen-messages.test.ts derives the groups from the source.
 */
export const FIRST_SCREEN_GROUPS = ['site', 'nav', 'shell'] as const;
