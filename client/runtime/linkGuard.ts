/**
 * Navigation guard (docs/behaviour.md §2, §8; docs/product.md §5): a click on a link to another origin is
 * refused unless the link opts in (data-external or rel="external"); javascript:, data: and
 * vbscript: URLs are always refused. Installed on window in the capture phase, so it runs
 * before React Router's own click handling (React listens on the document).
 */
export const EXTERNAL_REFUSED = 'Navigating to an external URL is not allowed by default';
export const DANGEROUS_REFUSED = 'Navigating to a javascript:, data: or vbscript: URL is not allowed';

const DANGEROUS = new Set(['javascript:', 'data:', 'vbscript:']);

export type NavigationVerdict = 'allow' | 'external' | 'dangerous';

/** Whether a link element has opted in to leaving the site. */
export function optsInToExternal(el: Element): boolean {
  if (el.hasAttribute('data-external')) return el.getAttribute('data-external') !== 'false';
  const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('external');
}

/** Decides a navigation to `href` (raw attribute value) from `base`. */
export function judgeNavigation(href: string, base: string, optIn: boolean): NavigationVerdict {
  let url: URL;
  try {
    // Browsers strip tabs/newlines and leading spaces from URLs; so does the URL parser.
    url = new URL(href, base);
  } catch {
    return 'allow'; // an unparsable href goes nowhere
  }
  if (DANGEROUS.has(url.protocol)) return 'dangerous';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'allow'; // mailto:, tel:, sms:...
  if (url.origin === new URL(base).origin) return 'allow';
  return optIn ? 'allow' : 'external';
}

function refuse(event: Event, verdict: Exclude<NavigationVerdict, 'allow'>, href: string): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  console.warn(verdict === 'dangerous' ? DANGEROUS_REFUSED : EXTERNAL_REFUSED, href);
}

function anchorOf(event: Event): HTMLAnchorElement | HTMLAreaElement | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement || node instanceof HTMLAreaElement) return node.hasAttribute('href') ? node : null;
  }
  return null;
}

export function installLinkGuard(): void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const a = anchorOf(event);
    if (!a) return;
    const href = a.getAttribute('href') ?? '';
    const verdict = judgeNavigation(href, location.href, optsInToExternal(a));
    if (verdict !== 'allow') refuse(event, verdict, href);
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('auxclick', onClick, true);
  // Forms that would submit to another origin or a script URL get the same rule.
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter;
      const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
      const verdict = judgeNavigation(action, location.href, optsInToExternal(form));
      if (verdict !== 'allow') refuse(event, verdict, action);
    },
    true,
  );
}
