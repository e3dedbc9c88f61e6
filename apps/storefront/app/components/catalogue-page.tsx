import type { Catalogue } from '@fitkit/commerce-hooks';
import { FacetList } from '@fitkit/ui/facet-list';
import { Pagination } from '@fitkit/ui/pagination';
import { ResultCount } from '@fitkit/ui/result-count';
import { SortSelect } from '@fitkit/ui/sort-select';
import { Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { crumbHref } from '../lib/breadcrumbs';
import { clearFiltersHref, facetGroups } from '../lib/facets';
import { listingHref, listingQuery } from '../lib/listing';
import type { ShellData } from '../server/sitewide.server';
import { ProductGrid } from './product-grid';
import { ListingVehicleBar } from './select-vehicle-bar';

/** A listing page: title, result count, sort, product grid and pagination, all server-rendered links. */
export function CataloguePage({ catalogue, title }: { catalogue: Catalogue; title?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The theme's flag shows the same-day shipping facet the listing loaders asked for (SPEC §9).
  const sameDayFacet = useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.theme.sameDayFacet ?? false;
  const { sort } = listingQuery(new URL(location.pathname + location.search, 'http://x'));
  const crumbRoute = catalogue.route === 'category' || catalogue.route === 'mmy' ? catalogue.route : null;
  const pageCount = Math.max(1, Math.ceil(catalogue.total / catalogue.pageSize));
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
      <div className="catalogue__bar">
        <ResultCount total={catalogue.total} page={catalogue.page} pageSize={catalogue.pageSize} />
        <SortSelect
          value={sort}
          action={location.pathname}
          hiddenFields={Object.fromEntries(
            [...new URLSearchParams(location.search)].filter(([key]) => key !== 'sort' && key !== 'page'),
          )}
          onSortChange={(next) =>
            navigate(listingHref(location, { sort: next === 'relevance' ? null : next, page: null }))
          }
        />
      </div>
      <div className="catalogue__layout">
        {catalogue.facets.length > 0 && (
          <FacetList
            className="catalogue__facets"
            groups={facetGroups(catalogue.facets, location, catalogue.route)}
            clearHref={clearFiltersHref(location)}
            showSameDay={sameDayFacet}
          />
        )}
        <div className="catalogue__results">
          {catalogue.products.length === 0 ? (
            <p className="catalogue__empty">
              No products match yet. Try another category, filter or vehicle.
            </p>
          ) : (
            <ProductGrid products={catalogue.products} />
          )}
        </div>
      </div>
      {pageCount > 1 && (
        <Pagination
          page={catalogue.page}
          pageCount={pageCount}
          hrefFor={(page) => listingHref(location, { page: page === 1 ? null : String(page) })}
        />
      )}
    </div>
  );
}
