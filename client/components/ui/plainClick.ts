/**
 * A click the page may take over (a router navigation, the image viewer): the primary button,
 * no modifier key (those ask for a new tab or window, or a download), not already handled.
 * The rule react-router's <Link> applies (its shouldProcessLinkClick), in one place here.
 */
import type { MouseEvent } from 'react';

export function isPlainClick(e: MouseEvent<HTMLElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
