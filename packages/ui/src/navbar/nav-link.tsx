import { useUi } from '../provider';
import type { NavbarLink } from './navbar-types';

/** A navbar or mobile menu link: routed through the host's Link, in a new tab when asked. */
export function NavLink({ link, className }: { link: NavbarLink; className: string }) {
  const { Link } = useUi();
  return (
    <Link
      href={link.href}
      className={className}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </Link>
  );
}
