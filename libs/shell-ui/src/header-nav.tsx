'use client';

// The header's navigation with its mobile menu: the one part of the header that needs JavaScript.
// The header itself renders without hooks (a React Server Component on the App Router), and hands
// this island its link list as children: their markup comes rendered, their code stays on the
// server.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styles from './header.module.css';
import { Icon } from './icon.tsx';

/**
 * Whether the mobile menu is shown, as the navigation's `data-state` attribute. From the lg
 * breakpoint up the links are always shown and the toggle is hidden, whatever the state.
 *
 * @example
 * nav.dataset.state === ('open' satisfies HeaderMenuState);
 */
export type HeaderMenuState = 'open' | 'closed';

/** Props of {@link HeaderNav}. */
export interface HeaderNavProps {
  /** The navigation's name (`nav.label`). */
  label: string;
  /** The toggle's name while the menu is closed (`nav.openMenu`) and while it is open (`nav.closeMenu`). */
  openLabel: string;
  closeLabel: string;
  /** Controlled open state of the mobile menu. */
  menuOpen?: boolean | undefined;
  /** Open state of the mobile menu when uncontrolled. */
  defaultMenuOpen?: boolean | undefined;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: ((open: boolean) => void) | undefined;
  /** The list's items (`<li>` with a link each). */
  children: ReactNode;
}

/**
 * The main navigation (`<nav>`) of the header: below the lg breakpoint its links are a menu behind a
 * toggle button (`aria-expanded`, `aria-controls`). Escape closes it and gives focus back to the
 * toggle; choosing a link or tabbing out closes it.
 *
 * @example
 * <HeaderNav label="Main" openLabel="Open menu" closeLabel="Close menu"><li><a href="/faq/">FAQ</a></li></HeaderNav>
 */
export function HeaderNav({
  label,
  openLabel,
  closeLabel,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  children,
}: HeaderNavProps) {
  const [menuOpenState, setMenuOpenState] = useState(defaultMenuOpen);
  const open = menuOpen ?? menuOpenState;
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setMenuOpenState(next);
    onMenuOpenChange?.(next);
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const state: HeaderMenuState = open ? 'open' : 'closed';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };
  // Tabbing past the last link closes the menu, so the open panel does not cover the page.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  // A link chosen in the list closes the menu (the links are the header's, rendered without handlers).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (open && event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <nav
      className={styles.nav}
      aria-label={label}
      data-state={state}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'menu-close' : 'menu'} size={24} />
        <span className={styles.visuallyHidden}>{open ? closeLabel : openLabel}</span>
      </button>
      <ul id={listId} className={styles.list}>
        {children}
      </ul>
    </nav>
  );
}
