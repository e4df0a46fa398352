/**
 * Invoker commands (HTML's `command` and `commandfor` on a button: Chromium 135, Safari 26.2,
 * Firefox 144), which React 19.3's types do not list yet. React passes lower-case unknown
 * attributes through as written. The phone drawer opens and closes by them before hydration
 * (docs/decisions/052-first-tap-before-hydration.md).
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
