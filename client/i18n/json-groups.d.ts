/** A message file's groups as named exports, in a module of their own (client/i18n/first-screen.ts). */
declare module '*.json?first-screen' {
  export const site: Record<string, unknown>;
  export const nav: Record<string, unknown>;
  export const shell: Record<string, unknown>;
}
