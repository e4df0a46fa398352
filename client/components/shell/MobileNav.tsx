/**
 * The phone drawer (docs/product.md §5): a modal <dialog> (focus kept inside, Escape closes,
 * the page behind is inert) holding the main menu as an accordion tree, the external links,
 * search, colour mode and the accessibility toolbar. It works from the HTML alone, before the
 * script arrives (docs/decisions/052-first-tap-before-hydration.md): the menu button opens it
 * by its invoker command (`command="show-modal"`; the pre-paint script stands in where a
 * browser lacks commands), a tap on the backdrop closes it (`closedby="any"`), the close
 * button by its own command, and each group of the menu is a <details>. Once hydrated, React
 * keeps aria-expanded, closes the drawer on navigation and on a backdrop tap in browsers
 * without closedby, and gives focus back to the menu button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../../../shared/api/shell.ts';
import { useOnNavigate } from '../../hooks/useOnNavigate.ts';
import { useLocalePath } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { currentChain, isCurrentPath } from './menu.ts';
import { MenuLink } from './MenuLink.tsx';

const DRAWER_ID = 'site-drawer';

function DrawerItem({ node, isCurrent, trail }: { node: MenuNode; isCurrent(n: MenuNode): boolean; trail: number[] }) {
  const { t } = useTranslation('common');
  const hasKids = node.children.length > 0;
  const linkable = Boolean(node.path || node.url);
  const active = trail.includes(node.menuId);
  if (!hasKids) {
    return (
      <li className={`drawer-item${active ? ' is-active' : ''}`}>
        <div className="nav-row">{linkable ? <MenuLink node={node} current={isCurrent(node)} className="drawer-link" /> : <span className="drawer-link">{node.name}</span>}</div>
      </li>
    );
  }
  // A group: its <details> opens without script. The group of the current page starts open (a
  // changed trail after a navigation opens the new one; what the visitor unfolded stays).
  return (
    <li className={`drawer-item${active ? ' is-active' : ''}${linkable ? ' drawer-item--split' : ''}`}>
      {linkable && (
        <div className="nav-row">
          <MenuLink node={node} current={isCurrent(node)} className="drawer-link" />
        </div>
      )}
      <details className="drawer-group" open={active}>
        <summary className={linkable ? 'drawer-toggle drawer-toggle--icon' : 'drawer-toggle drawer-link'} aria-label={linkable ? t('shell.submenu', { name: node.name }) : undefined}>
          {!linkable && node.name}
          <Icon name="chevronDown" size={18} />
        </summary>
        <ul className="drawer-sub">
          {node.children.map((c) => (
            <DrawerItem key={c.menuId} node={c} isCurrent={isCurrent} trail={trail} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function MobileNav({ menu, children }: { menu: MenuNode[]; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const localize = useLocalePath();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const isCurrent = (n: MenuNode) => isCurrentPath(n.path, pathname, search, localize);
  const trail = currentChain(menu, isCurrent);

  // Where the browser has invoker commands, the command opens the dialog after this handler; where
  // it has not, this handler (or the pre-paint script before hydration) does.
  const open = () => {
    const d = dialogRef.current;
    if (d && !d.open) d.showModal();
    setIsOpen(true);
  };
  const close = () => dialogRef.current?.close();

  // Navigating (a link in the drawer) closes it.
  useOnNavigate(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  });

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    // Opened from the HTML before this part hydrated: say so from now on.
    if (d.open) setIsOpen(true);
    const onClose = () => {
      // The close event is queued, not fired by close(): a reopen that comes first (Escape
      // then Enter, with the input tasks run ahead of it on a busy phone) must not be undone.
      if (d.open) return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    d.addEventListener('close', onClose);
    return () => d.removeEventListener('close', onClose);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn menu-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={DRAWER_ID}
        commandfor={DRAWER_ID}
        command="show-modal"
        onClick={open}
        data-testid="menu-button"
      >
        <Icon name="menu" size={22} />
        <span className="sr-only">{t('shell.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DRAWER_ID}
        className="drawer"
        aria-label={t('nav.menu')}
        closedby="any"
        data-testid="drawer"
        onClick={(e) => {
          // A tap on the backdrop (the dialog box itself, outside the panel) closes.
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className="drawer__panel">
          <div className="drawer__head">
            <span className="drawer__title">{t('nav.menu')}</span>
            <button type="button" className="icon-btn" commandfor={DRAWER_ID} command="close" onClick={close} data-testid="drawer-close">
              <Icon name="close" size={22} />
              <span className="sr-only">{t('shell.closeMenu')}</span>
            </button>
          </div>
          {/* In the HTML, closed: the drawer opens before the script has come (decision 052),
              at the cost of a second copy of the menu the bar carries (decision 031 had cut it). */}
          <nav aria-label={t('shell.mainNav')} className="drawer__nav">
            <ul className="drawer-list">
              {menu.map((n) => (
                <DrawerItem key={n.menuId} node={n} isCurrent={isCurrent} trail={trail} />
              ))}
            </ul>
          </nav>
          {children}
        </div>
      </dialog>
    </>
  );
}
