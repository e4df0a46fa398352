/**
 * The main menu as a bar of nested dropdowns (docs/product.md §5), wide screens only (phones get
 * MobileNav). The disclosure-navigation pattern: every submenu has a real toggle button
 * (aria-expanded / aria-controls) so it works by click, tap and keyboard; a mouse also opens
 * on hover. Keys: arrows move within a level (Left/Right across the bar, Down opens a
 * dropdown), Right/Left open/close a flyout, Home/End, Escape closes and returns focus to
 * the toggle; focus or a tap outside closes everything. The current page has
 * aria-current="page"; its ancestors are highlighted.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../../../shared/api/shell.ts';
import { useOnNavigate } from '../../hooks/useOnNavigate.ts';
import { useLocalePath } from '../LocaleLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { currentChain, isCurrentPath, itemControls } from './menu.ts';
import { MenuLink } from './MenuLink.tsx';

interface NavCtx {
  open: number[];
  trail: number[];
  isCurrent(n: MenuNode): boolean;
  toggle(chain: number[], id: number): void;
  hover(chain: number[]): void;
}

function NavItem({ node, chain, ctx }: { node: MenuNode; chain: number[]; ctx: NavCtx }) {
  const { t } = useTranslation('common');
  const depth = chain.length;
  const mine = [...chain, node.menuId];
  const hasKids = node.children.length > 0;
  const expanded = hasKids && ctx.open[depth] === node.menuId;
  const linkable = Boolean(node.path || node.url);
  const subId = `nav-sub-${node.menuId}`;
  const cls = ['nav-item', hasKids && 'nav-item--parent', expanded && 'is-open', ctx.trail.includes(node.menuId) && 'is-active'].filter(Boolean).join(' ');
  return (
    <li className={cls} onPointerEnter={(e) => e.pointerType === 'mouse' && ctx.hover(hasKids ? mine : chain)}>
      <div className="nav-row">
        {linkable && <MenuLink node={node} current={ctx.isCurrent(node)} className="nav-link" />}
        {hasKids && (
          <button
            type="button"
            className={linkable ? 'nav-toggle nav-toggle--icon' : 'nav-toggle nav-link'}
            data-toggle-for={node.menuId}
            aria-expanded={expanded}
            aria-controls={subId}
            aria-label={linkable ? t('shell.submenu', { name: node.name }) : undefined}
            onClick={() => ctx.toggle(chain, node.menuId)}
          >
            {!linkable && node.name}
            <Icon name={depth === 0 ? 'chevronDown' : 'chevronRight'} size={16} />
          </button>
        )}
        {!linkable && !hasKids && <span className="nav-link">{node.name}</span>}
      </div>
      {hasKids && (
        <ul id={subId} className="nav-sub" data-level={depth + 1} hidden={!expanded}>
          {node.children.map((c) => (
            <NavItem key={c.menuId} node={c} chain={mine} ctx={ctx} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function DesktopNav({ menu }: { menu: MenuNode[] }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const localize = useLocalePath();
  const [open, setOpen] = useState<number[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const byHover = useRef(false);

  const isCurrent = (n: MenuNode) => isCurrentPath(n.path, pathname, search, localize);
  const trail = currentChain(menu, isCurrent);

  // A navigation closes every dropdown.
  useOnNavigate(() => setOpen([]));

  // A tap or click outside closes them too.
  useEffect(() => {
    if (!open.length) return;
    const onDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen([]);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open.length]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const ctx: NavCtx = {
    open,
    trail,
    isCurrent,
    toggle(chain, id) {
      const depth = chain.length;
      const isOpen = open[depth] === id;
      // A click on a dropdown the mouse just opened keeps it open (pins it).
      if (isOpen && byHover.current) {
        byHover.current = false;
        return;
      }
      byHover.current = false;
      setOpen(isOpen ? chain : [...chain, id]);
    },
    hover(chain) {
      clearTimeout(closeTimer.current);
      byHover.current = chain.length > open.length;
      setOpen(chain);
    },
  };

  const openAndFocus = (chain: number[], li: Element, which: 'first' | 'last') => {
    flushSync(() => setOpen(chain));
    const sub = li.querySelector(':scope > ul');
    const items = sub ? itemControls(sub) : [];
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const chainOf = (li: Element): number[] => {
    const ids: number[] = [];
    let cur: Element | null = li;
    while (cur && navRef.current?.contains(cur)) {
      const id = Number(cur.querySelector<HTMLElement>(':scope > .nav-row > .nav-toggle')?.dataset.toggleFor ?? NaN);
      ids.unshift(Number.isNaN(id) ? -1 : id);
      cur = cur.parentElement?.closest('li') ?? null;
    }
    return ids;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const li = target.closest('li');
    const list = li?.parentElement;
    if (!li || !list) return;
    const level = Number(list.dataset.level ?? 0);
    const controls = itemControls(list);
    const index = [...list.children].indexOf(li);
    const focusAt = (i: number) => controls[(i + controls.length) % controls.length]?.focus();
    const toggle = li.querySelector<HTMLButtonElement>(':scope > .nav-row > .nav-toggle');
    const parentLi = list.closest('li');
    const chain = chainOf(li);
    const mine = toggle ? chain : null; // the chain that opens li's own submenu
    const closeToParent = () => {
      if (!parentLi) return;
      flushSync(() => setOpen(open.slice(0, level - 1)));
      parentLi.querySelector<HTMLElement>(':scope > .nav-row > .nav-toggle')?.focus();
    };
    let handled = true;
    switch (e.key) {
      case 'Escape':
        if (level > 0) closeToParent();
        else if (open.length) {
          setOpen([]);
          toggle?.focus();
        } else handled = false;
        break;
      case 'ArrowDown':
        if (level === 0) {
          if (mine) openAndFocus(mine, li, 'first');
        } else focusAt(index + 1);
        break;
      case 'ArrowUp':
        if (level === 0) {
          if (mine) openAndFocus(mine, li, 'last');
        } else focusAt(index - 1);
        break;
      case 'ArrowRight':
        if (level === 0) focusAt(index + 1);
        else if (mine) openAndFocus(mine, li, 'first');
        else if (level === 1) moveTop(parentLi, +1);
        break;
      case 'ArrowLeft':
        if (level === 0) focusAt(index - 1);
        else if (level === 1) moveTop(parentLi, -1);
        else closeToParent();
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(controls.length - 1);
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  /** From inside a dropdown: close it and go to the previous/next item of the bar. */
  const moveTop = (topLi: Element | null, step: number) => {
    const bar = topLi?.parentElement;
    if (!topLi || !bar) return;
    flushSync(() => setOpen([]));
    const controls = itemControls(bar);
    const i = [...bar.children].indexOf(topLi);
    controls[(i + step + controls.length) % controls.length]?.focus();
  };

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen([]);
  };

  return (
    <nav
      ref={navRef}
      className="main-nav"
      aria-label={t('shell.mainNav')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse' || !byHover.current) return;
        closeTimer.current = setTimeout(() => setOpen([]), 250);
      }}
      data-testid="main-nav"
    >
      <ul className="main-nav__list" data-level={0}>
        {menu.map((n) => (
          <NavItem key={n.menuId} node={n} chain={[]} ctx={ctx} />
        ))}
      </ul>
    </nav>
  );
}
