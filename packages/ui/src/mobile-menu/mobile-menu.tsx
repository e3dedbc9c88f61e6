import * as Dialog from '@radix-ui/react-dialog';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon, CloseIcon } from '../icons';
import { NavLink } from '../navbar/nav-link';
import {
  type NavbarItem,
  type NavbarLink,
  type NavbarMenu,
  type NavbarTreeGroup,
  navbarItemKey,
} from '../navbar/navbar-types';
import { cn } from '../utils/cn';
import { useReturnFocus } from '../utils/return-focus';

/** Props of {@link MobileMenu}. */
export type MobileMenuProps = {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close (close button, Escape, overlay, a link click). */
  onOpenChange: (open: boolean) => void;
  /** The navbar items, shown as links and expandable groups. */
  items: readonly NavbarItem[];
  /** Id of the drawer, for the opener's aria-controls. */
  id?: string;
  /** The drawer's heading; defaults to 'Menu'. */
  title?: string;
  /** Extra content under the items (e.g. phone or account links); its links close the drawer too. */
  children?: ReactNode;
};

/**
 * A menu as an expandable group: a button that shows and hides its content. With a title link, the link
 * and a separate toggle sit side by side so both stay reachable. Toggles are named '{text} menu' either way.
 */
function MenuGroup({ menu }: { menu: NavbarMenu }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const toggle = {
    type: 'button' as const,
    'aria-expanded': expanded,
    'aria-controls': contentId,
    'aria-label': `${menu.text} menu`,
    onClick: () => setExpanded((value) => !value),
  };
  return (
    <li className="fk-mobile-menu__group" data-state={expanded ? 'open' : 'closed'}>
      {menu.href ? (
        <span className="fk-mobile-menu__row">
          <NavLink
            link={{ text: menu.text, href: menu.href, newTab: menu.newTab }}
            className="fk-mobile-menu__entry"
          />
          <button {...toggle} className="fk-mobile-menu__toggle">
            <ChevronDownIcon className="fk-mobile-menu__chevron" />
          </button>
        </span>
      ) : (
        <button {...toggle} className="fk-mobile-menu__entry fk-mobile-menu__toggle-row">
          {menu.text}
          <ChevronDownIcon className="fk-mobile-menu__chevron" />
        </button>
      )}
      <div id={contentId} className="fk-mobile-menu__children" hidden={!expanded}>
        <MenuContent menu={menu} />
      </div>
    </li>
  );
}

function LinkList({ links }: { links: readonly NavbarLink[] }) {
  return (
    <ul className="fk-mobile-menu__list">
      {links.map((link) => (
        <li key={`${link.href}-${link.text}`}>
          <NavLink link={link} className="fk-mobile-menu__entry" />
        </li>
      ))}
    </ul>
  );
}

/** A tree menu column on a phone: its heading (a link when it has one) over all its links, in one column. */
function TreeGroup({ group }: { group: NavbarTreeGroup }) {
  return (
    <li className="fk-mobile-menu__tree-group">
      {group.href ? (
        <NavLink
          link={{ text: group.text, href: group.href, newTab: group.newTab }}
          className="fk-mobile-menu__entry fk-mobile-menu__heading"
        />
      ) : (
        <p className="fk-mobile-menu__entry fk-mobile-menu__heading">{group.text}</p>
      )}
      {group.items.length > 0 ? <LinkList links={group.items} /> : null}
    </li>
  );
}

function MenuContent({ menu }: { menu: NavbarMenu }) {
  switch (menu.type) {
    case 'tree-menu':
      return (
        <ul className="fk-mobile-menu__list">
          {menu.items.map((group) => (
            <TreeGroup key={`${group.text}-${group.href ?? ''}`} group={group} />
          ))}
        </ul>
      );
    case 'link-menu':
      return <LinkList links={menu.items} />;
    case 'cms-menu':
      return <div className="fk-mobile-menu__sections">{menu.sections}</div>;
  }
}

/**
 * The mobile menu: a drawer (Radix Dialog) with the navbar's items; menus become expandable groups, a tree
 * menu's columns show as headings over their links. Any link click closes it; focus goes back to the opener.
 */
export function MobileMenu({ open, onOpenChange, items, id, title = 'Menu', children }: MobileMenuProps) {
  // Opened from outside (no Radix Trigger), so focus is returned to the opener by hand.
  const returnFocus = useReturnFocus();
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fk-mobile-menu__overlay" />
        <Dialog.Content
          id={id}
          className="fk-mobile-menu"
          data-slot="mobile-menu"
          aria-describedby={undefined}
          onClick={onClick}
          {...returnFocus}
        >
          <div className="fk-mobile-menu__header">
            <Dialog.Title className="fk-mobile-menu__title">{title}</Dialog.Title>
            <Dialog.Close className="fk-mobile-menu__close" aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={title} className="fk-mobile-menu__nav">
            <ul className={cn('fk-mobile-menu__list', 'fk-mobile-menu__list--top')}>
              {items.map((item, index) =>
                item.type === 'text-menu-item' ? (
                  <li key={navbarItemKey(item, index)}>
                    <NavLink link={item} className="fk-mobile-menu__entry" />
                  </li>
                ) : (
                  <MenuGroup key={navbarItemKey(item, index)} menu={item} />
                ),
              )}
            </ul>
          </nav>
          {children ? <div className="fk-mobile-menu__extra">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
