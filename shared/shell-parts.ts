/**
 * The shell split in two (docs/decisions/027-versioned-shell.md): the page state carries the
 * live part and the version; the stable part is fetched once per version from its own URL.
 */
import type { Locale } from './api/envelope.ts';
import { DATA_PREFIX, type ShellData, type ShellRef, type ShellStable } from './state.ts';

/** The immutable URL of one version of a locale's stable shell part. */
export function shellStableUrl(locale: Locale, version: string): string {
  return `${DATA_PREFIX}/shell/${locale}/${version}`;
}

/** Versions are a base64url content hash of this length (server/data/shell-versions.ts). */
export const SHELL_VERSION_RE = /^[A-Za-z0-9_-]{16}$/;

function shellStable({ mainMenu, externalMenu, footer, music, consult, friendlyLinks }: ShellStable): ShellStable {
  return { mainMenu, externalMenu, footer, music, consult, friendlyLinks };
}

export function shellRef({ locale, version, now, live, weather, flow, urgent }: ShellRef): ShellRef {
  return { locale, version, now, live, weather, flow, urgent };
}

export function joinShell(ref: ShellRef, stable: ShellStable): ShellData {
  return { ...shellRef(ref), ...shellStable(stable) };
}
