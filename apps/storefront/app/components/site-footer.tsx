import { Link } from 'react-router';
import { SITE_NAME } from '../lib/meta';

/** The footer: shop links and the copyright line with the site name and the current year. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/c/exterior/">Exterior</Link>
          </li>
          <li>
            <Link to="/c/interior/">Interior</Link>
          </li>
          <li>
            <Link to="/checkout/cart/">Cart</Link>
          </li>
        </ul>
      </nav>
      <p>
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
