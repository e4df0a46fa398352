/**
 * What the client needs to load any page: the page modules' chunks (registry.ts) and the
 * namespaces each one uses (shared/namespaces.ts). In a chunk of its own, which the entry
 * starts loading as it boots, beside the shell's messages: the first page and every later
 * navigation go through it, and the first load carries neither table
 * (docs/decisions/051-page-hydrates-after-the-shell.md).
 */
import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { needsNamespace } from '../../shared/namespaces.ts';
import type { RouteDef } from '../../shared/routes.ts';
import { PAGE_MODULES } from './registry.ts';
import { PAGE_SOURCES } from './sources.ts';

/**
 * A page's component, once its module and the messages it uses (of `namespaces`, the
 * locale's message files) are in.
 */
export async function loadPage(def: RouteDef, i18n: i18n, namespaces: readonly string[]): Promise<ComponentType> {
  const mine = namespaces.filter((ns) => needsNamespace([PAGE_SOURCES[def.id]], ns));
  const [mod] = await Promise.all([PAGE_MODULES[def.id](), i18n.loadNamespaces(mine)]);
  return mod.Component;
}
