/**
 * The phone drawer (docs/product.md §5): a modal <dialog> (focus kept inside, Escape closes,
 * the page behind is inert) holding the main menu as an accordion tree, the external links,
 * search, colour mode and the accessibility toolbar. Opens from the header's menu button;
 * closes on navigation, on Escape, on the close button or a tap on the backdrop, and gives
 * focus back to the menu button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../../../shared/api/shell.ts';
import { useOnNavigate } from '../../hooks/useOnNavigate.ts';
import { useLocalePath } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { currentChain, isCurrentPath } from './menu.ts';
import { MenuLink } from './MenuLink.tsx';

function DrawerItem({ node, expanded, onToggle, isCurrent, trail }: { node: MenuNode; expanded: Set<number>; onToggle(id: number): void; isCurrent(n: MenuNode): boolean; trail: number[] }) {
  const { t } = useTranslation('common');
  const hasKids = node.children.length > 0;
  const open = hasKids && expanded.has(node.menuId);
  const linkable = Boolean(node.path || node.url);
  const subId = `drawer-sub-${node.menuId}`;
  return (
    <li className={`drawer-item${trail.includes(node.menuId) ? ' is-active' : ''}`}>
      <div className="nav-row">
        {linkable ? <MenuLink node={node} current={isCurrent(node)} className="drawer-link" /> : !hasKids && <span className="drawer-link">{node.name}</span>}
        {hasKids && (
          <button
            type="button"
            className={linkable ? 'drawer-toggle drawer-toggle--icon' : 'drawer-toggle drawer-link'}
            aria-expanded={open}
            aria-controls={subId}
            aria-label={linkable ? t('shell.submenu', { name: node.name }) : undefined}
            onClick={() => onToggle(node.menuId)}
          >
            {!linkable && node.name}
            <Icon name="chevronDown" size={18} />
          </button>
        )}
      </div>
      {hasKids && (
        <ul id={subId} className="drawer-sub" hidden={!open}>
          {node.children.map((c) => (
            <DrawerItem key={c.menuId} node={c} expanded={expanded} onToggle={onToggle} isCurrent={isCurrent} trail={trail} />
          ))}
        </ul>
      )}
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
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(trail));

  const open = () => {
    setExpanded(new Set(currentChain(menu, isCurrent)));
    dialogRef.current?.showModal();
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
      <button ref={buttonRef} type="button" className="icon-btn menu-button" aria-haspopup="dialog" aria-expanded={isOpen} aria-controls="site-drawer" onClick={open} data-testid="menu-button">
        <Icon name="menu" size={22} />
        <span className="sr-only">{t('shell.openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="site-drawer"
        className="drawer"
        aria-label={t('nav.menu')}
        data-testid="drawer"
        onClick={(e) => {
          // A tap on the backdrop (the dialog box itself, outside the panel) closes.
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className="drawer__panel">
          <div className="drawer__head">
            <span className="drawer__title">{t('nav.menu')}</span>
            <button type="button" className="icon-btn" onClick={close} data-testid="drawer-close">
              <Icon name="close" size={22} />
              <span className="sr-only">{t('shell.closeMenu')}</span>
            </button>
          </div>
          {/* The drawer's contents render when it opens: the closed drawer sends no second copy of
              the menu the bar already carries (docs/decisions/031-shorter-markup.md). */}
          {isOpen && (
            <nav aria-label={t('shell.mainNav')} className="drawer__nav">
              <ul className="drawer-list">
                {menu.map((n) => (
                  <DrawerItem
                    key={n.menuId}
                    node={n}
                    expanded={expanded}
                    isCurrent={isCurrent}
                    trail={trail}
                    onToggle={(id) =>
                      setExpanded((s) => {
                        const next = new Set(s);
                        if (next.has(id)) next.delete(id);
                        else next.add(id);
                        return next;
                      })
                    }
                  />
                ))}
              </ul>
            </nav>
          )}
          {isOpen && children}
        </div>
      </dialog>
    </>
  );
}
