import type { RouteConfig } from '@react-router/dev/routes';
import { SHOP_ROUTE_TABLE } from './server/route-table.server';

// The routes live in one table that the server also matches paths against (see server/route-table.server.ts).
export default SHOP_ROUTE_TABLE.map((route) => ({ ...route })) satisfies RouteConfig;
