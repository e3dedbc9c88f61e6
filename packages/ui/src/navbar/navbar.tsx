import {
  type ComponentProps,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../icons';
import { cn } from '../utils/cn';
import { createMenuController, type MenuController } from './menu-controller';
import { NavLink } from './nav-link';
import { type NavbarColors, type NavbarContent, type NavbarMenu, navbarItemKey } from './navbar-types';
import { treeMenuColumns } from './tree-columns';

/** Props of {@link Navbar}. */
export type NavbarProps = Omit<ComponentProps<'nav'>, 'children' | 'color'> &
  NavbarContent & {
    /** Changes on every route change; a change closes the open menu. */
    routeKey?: string;
    /** Pointer rest time before a menu opens, in ms; defaults to SPEC's 175. */
    hoverDelayMs?: number;
  };

/** Colour custom properties the stylesheet reads; unset colours keep the theme's. */
function colorVariables(colors: NavbarColors | null | undefined): CSSProperties {
  const variables: Record<string, string> = {};
  if (colors?.background) variables['--fk-navbar-bg'] = colors.background;
  if (colors?.text) variables['--fk-navbar-text'] = colors.text;
  if (colors?.hover) variables['--fk-navbar-hover'] = colors.hover;
  if (colors?.hoverText) variables['--fk-navbar-hover-text'] = colors.hoverText;
  return variables as CSSProperties;
}

/** The content of a menu's panel, by menu kind. */
function MenuPanelContent({ menu }: { menu: NavbarMenu }) {
  switch (menu.type) {
    case 'tree-menu':
      return (
        <div className="fk-navbar__columns" data-slot="navbar-tree">
          {treeMenuColumns(menu.items).map(({ group, part, links }) => (
            <div className="fk-navbar__column" key={`${group.text}-${part}`}>
              {part === 0 ? (
                <p className="fk-navbar__heading">
                  {group.href ? (
                    <NavLink
                      link={{ text: group.text, href: group.href, newTab: group.newTab }}
                      className="fk-navbar__heading-link"
                    />
                  ) : (
                    group.text
                  )}
                </p>
              ) : null}
              {links.length > 0 ? (
                // A continuation column names its group, so a screen reader knows whose list goes on.
                <ul className="fk-navbar__links" aria-label={part === 0 ? undefined : `${group.text}, more`}>
                  {links.map((link) => (
                    <li key={`${link.href}-${link.text}`}>
                      <NavLink link={link} className="fk-navbar__link" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
      );
    case 'link-menu':
      return (
        <ul className="fk-navbar__links" data-slot="navbar-link-list">
          {menu.items.map((link) => (
            <li key={`${link.href}-${link.text}`}>
              <NavLink link={link} className="fk-navbar__link" />
            </li>
          ))}
        </ul>
      );
    case 'cms-menu':
      return (
        <div className="fk-navbar__sections" data-slot="navbar-sections">
          {menu.sections}
        </div>
      );
  }
}

/** One menu of the bar: a disclosure button (after the title link when the menu has one) and its panel. */
function NavbarMenuEntry({
  menu,
  menuKey,
  open,
  controller,
}: {
  menu: NavbarMenu;
  menuKey: string;
  open: boolean;
  controller: MenuController;
}) {
  const panelId = useId();
  // CMS sections are heavy (their blocks may load code), so they mount on the first open and then stay.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Touch has no hover: a tap presses the button instead.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') controller.pointerEnter(menuKey);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') controller.pointerLeave(menuKey);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    controller.close();
    toggleRef.current?.focus();
  };
  // Tabbing past the panel's last link closes it, as the disclosure navigation pattern does.
  const onBlur = (event: FocusEvent) => {
    if (open && !itemRef.current?.contains(event.relatedTarget as Node | null)) controller.close();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) controller.close();
  };

  const toggleProps = {
    ref: toggleRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    // One name for every toggle, with or without a title link beside it.
    'aria-label': `${menu.text} menu`,
    onClick: () => controller.press(menuKey),
  };

  return (
    <li
      ref={itemRef}
      className={cn('fk-navbar__item', `fk-navbar__item--${menu.type}`)}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {menu.href ? (
        <span className="fk-navbar__split">
          <NavLink
            link={{ text: menu.text, href: menu.href, newTab: menu.newTab }}
            className="fk-navbar__entry"
          />
          <button {...toggleProps} className="fk-navbar__toggle">
            <ChevronDownIcon className="fk-navbar__chevron" />
          </button>
        </span>
      ) : (
        <button {...toggleProps} className="fk-navbar__entry fk-navbar__toggle">
          {menu.text}
          <ChevronDownIcon className="fk-navbar__chevron" />
        </button>
      )}
      {/* Closed panels of links stay in the HTML (hidden), so crawlers still find every link. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only watches clicks on the links inside, which have their own keys */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same */}
      <div
        id={panelId}
        className="fk-navbar__panel"
        data-slot="navbar-panel"
        hidden={!open}
        onClick={onPanelClick}
      >
        {menu.type !== 'cms-menu' || opened ? <MenuPanelContent menu={menu} /> : null}
      </div>
    </li>
  );
}

/**
 * The desktop navigation bar of CMS items: text links, tree menus (columns of at most 14 links), link menus
 * and CMS section menus. Menus open after the pointer rests 175 ms, or on a press of their button, and close
 * on pointer leave, a link click, Escape (focus returns to the button) or focus leaving them.
 */
export function Navbar({
  items,
  colors,
  hoverStyle = 'UNDERLINE',
  routeKey,
  hoverDelayMs,
  className,
  style,
  'aria-label': ariaLabel = 'Main',
  ...props
}: NavbarProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [controller] = useState(() => createMenuController({ hoverDelayMs, onChange: setOpenId }));

  useEffect(() => () => controller.destroy(), [controller]);

  // Any route change closes the open menu; the first run only sees it closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey is the trigger, not an input
  useEffect(() => {
    controller.close();
  }, [routeKey, controller]);

  return (
    <nav
      aria-label={ariaLabel}
      data-slot="navbar"
      data-hover-style={hoverStyle}
      className={cn('fk-navbar', className)}
      style={{ ...colorVariables(colors), ...style }}
      {...props}
    >
      <ul className="fk-navbar__bar">
        {items.map((item, index) => {
          const key = navbarItemKey(item, index);
          if (item.type === 'text-menu-item') {
            return (
              <li key={key} className="fk-navbar__item fk-navbar__item--text-menu-item">
                <NavLink link={item} className="fk-navbar__entry" />
              </li>
            );
          }
          return (
            <NavbarMenuEntry
              key={key}
              menu={item}
              menuKey={key}
              open={openId === key}
              controller={controller}
            />
          );
        })}
      </ul>
    </nav>
  );
}
