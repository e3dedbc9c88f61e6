import type { Catalogue } from '@fitkit/commerce-hooks';
import { Link, useLocation } from 'react-router';
import { crumbHref } from '../lib/breadcrumbs';
import { ProductGrid } from './product-grid';
import { ListingVehicleBar } from './select-vehicle-bar';

/** A listing page: title, result count, product grid and pagination, all server-rendered links. */
export function CataloguePage({ catalogue, title }: { catalogue: Catalogue; title?: string }) {
  const { pathname, search } = useLocation();
  const crumbRoute = catalogue.route === 'category' || catalogue.route === 'mmy' ? catalogue.route : null;
  const pages = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <div className="page catalogue">
      {crumbRoute && catalogue.breadcrumbs.length > 1 && (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {catalogue.breadcrumbs.map((crumb) => (
              <li key={crumb.path}>
                <Link to={crumbHref(crumbRoute, crumb)}>{crumb.name}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{title ?? catalogue.name}</h1>
      <ListingVehicleBar />
      <p className="catalogue__count" aria-live="polite">
        {catalogue.total === 1 ? '1 product' : `${catalogue.total.toLocaleString('en-US')} products`}
      </p>
      {catalogue.products.length === 0 ? (
        <p className="catalogue__empty">No products match yet. Try another category or vehicle.</p>
      ) : (
        <ProductGrid products={catalogue.products} />
      )}
      {pages > 1 && (
        <nav aria-label="Pagination" className="pagination">
          {catalogue.page > 1 && (
            <Link to={pageHref(catalogue.page - 1)} rel="prev">
              Previous
            </Link>
          )}
          <span>
            Page {catalogue.page} of {pages}
          </span>
          {catalogue.page < pages && (
            <Link to={pageHref(catalogue.page + 1)} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
