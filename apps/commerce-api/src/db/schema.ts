import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text document; filled by triggers, never by the application. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** One row: the version of the catalogue seed currently loaded (rerunning the same version is a no-op). */
export const seedVersion = pgTable(
  'seed_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seed_version_single_row', sql`${t.id} = 1`)],
);

/** Anonymous shoppers: the permanent id from the cookie and the global id handed out on first sight. */
export const identities = pgTable('identities', {
  permId: text('perm_id').primaryKey(),
  globalId: uuid('global_id').notNull().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const makes = pgTable('makes', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_make_slug_uq').on(t.makeId, t.slug)],
);

export const bodies = pgTable('bodies', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const beds = pgTable('beds', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const engines = pgTable('engines', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * A vehicle configuration: one year of one model with one body, bed and engine ('n-a' rows where a level does
 * not apply). The make is repeated from the model so the cascade can filter on it without a join.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey(),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    bodyId: integer('body_id')
      .notNull()
      .references(() => bodies.id),
    bedId: integer('bed_id')
      .notNull()
      .references(() => beds.id),
    engineId: integer('engine_id')
      .notNull()
      .references(() => engines.id),
  },
  (t) => [
    uniqueIndex('vehicles_config_uq').on(t.modelId, t.year, t.bodyId, t.bedId, t.engineId),
    // The cascade filters left to right (year → make → model → body → bed → engine).
    index('vehicles_cascade_idx').on(t.year, t.makeId, t.modelId, t.bodyId, t.bedId, t.engineId),
    index('vehicles_make_model_idx').on(t.makeId, t.modelId, t.year),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Slash-joined slugs from the root, e.g. 'exterior/bumpers/front-bumpers'. */
    path: text('path').notNull().unique(),
    depth: smallint('depth').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const productLines = pgTable(
  'product_lines',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isUniversal: boolean('is_universal').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** When the line was added to the catalogue; 'New Products' lists the latest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Full-text document of the line: name (A), brand (B), category and its ancestors (C), SKU codes (A).
     * Kept by statement triggers on product_lines, products, brands and categories (migration 0004).
     */
    searchDocument: tsvector('search_document'),
    /** Lower-case name, brand, category names and SKU codes, for trigram (typo and part-number) matching. */
    searchText: text('search_text'),
  },
  (t) => [
    index('product_lines_category_idx').on(t.categoryId),
    index('product_lines_brand_idx').on(t.brandId),
    index('product_lines_universal_idx').on(t.id).where(sql`${t.isUniversal}`),
    index('product_lines_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('product_lines_search_idx').using('gin', t.searchDocument),
    index('product_lines_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The search vocabulary: every distinct word (split at white space) of the lines' search text — names, brands,
 * category names, part numbers. A query word is matched to these few thousand short words (exactly, as a
 * fragment, or by trigram similarity for typos), and the search then runs on the full-text index only. `product_lines_search_refresh` adds the words of every line it indexes (migration 0007),
 * so seeds and imports keep it current; the seed empties it first, so a reseed also drops words no longer used.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // Typos are looked for among the words that share the query word's first character only.
  index('search_words_initial_idx').on(sql`left(${t.word}, 1)`),
]);

/** A SKU. Its id is the productId the cart and the storefront use. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sku: text('sku').notNull().unique(),
    skuSlug: text('sku_slug').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    /** Minimum advertised price agreed with the brand, when there is one. */
    mapPriceCents: integer('map_price_cents'),
    stock: integer('stock').notNull(),
    isPreOrder: boolean('is_pre_order').notNull().default(false),
    /** Ordered before the daily cutoff, this SKU leaves the warehouse the same day. */
    shipsSameDay: boolean('ships_same_day').notNull().default(false),
  },
  (t) => [
    uniqueIndex('products_line_sku_slug_uq').on(t.productLineId, t.skuSlug),
    // Part-number look-ups compare case-insensitively.
    index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    uniqueIndex('products_line_position_uq').on(t.productLineId, t.position),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productLineId, t.position] })],
);

/** Fitment applications: a product line fits a vehicle configuration, with an optional note. */
export const fitmentApplications = pgTable(
  'fitment_applications',
  {
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    appNote: text('app_note'),
  },
  (t) => [
    primaryKey({ columns: [t.productLineId, t.vehicleId] }),
    // "Which vehicles have products" (options) and "which products fit these vehicles" (catalogue).
    index('fitment_applications_vehicle_idx').on(t.vehicleId, t.productLineId),
  ],
);

/**
 * The year/make/model triples that have at least one fitted product. The first three selects of the cascade read
 * this small table instead of scanning every configuration and its applications; statement triggers on
 * fitment_applications keep it current (migration 0001), so importers need no extra step.
 */
export const fittedYearModels = pgTable(
  'fitted_year_models',
  {
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.makeId, t.modelId] }),
    index('fitted_year_models_make_idx').on(t.makeId, t.modelId, t.year),
  ],
);

/**
 * Which product lines fit some configuration of a year/make/model, with the first application note (by text)
 * among those configurations. A fitted listing reads one vehicle's lines by the primary key (make → model → year)
 * instead of testing every product line (make-only and make + model landings read the two summaries below);
 * statement triggers on fitment_applications keep it current (migration 0002).
 */
export const fittedLines = pgTable(
  'fitted_lines',
  {
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    appNote: text('app_note'),
  },
  (t) => [primaryKey({ columns: [t.makeId, t.modelId, t.year, t.productLineId] })],
);

/**
 * fitted_lines without the year: the lines of a make + model with the first note among its years, for the
 * `/v/{make}/{model}/` landing. A make + model reads its ~500 rows by key instead of grouping its years' rows;
 * statement triggers on fitted_lines keep it current (migration 0020), so importers need no extra step.
 */
export const fittedModelLines = pgTable(
  'fitted_model_lines',
  {
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    appNote: text('app_note'),
  },
  (t) => [primaryKey({ columns: [t.makeId, t.modelId, t.productLineId] })],
);

/**
 * fitted_lines by make alone (the `/v/{make}/` landing): ~1,000 rows for a large make instead of grouping its
 * ~10,000 year/model rows on every request. Kept like {@link fittedModelLines}.
 */
export const fittedMakeLines = pgTable(
  'fitted_make_lines',
  {
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    appNote: text('app_note'),
  },
  (t) => [primaryKey({ columns: [t.makeId, t.productLineId] })],
);

/**
 * Search redirects (SPEC §7): a query equal to one of the terms sends the shopper to the URL (a site path or an
 * absolute URL) instead of the search results. `terms_document` is the redirect index the phrase look-up uses;
 * a row trigger keeps it (migration 0004).
 */
export const searchRedirects = pgTable(
  'search_redirects',
  {
    id: integer('id').primaryKey(),
    /** Lower-case queries that redirect. */
    terms: text('terms').array().notNull(),
    url: text('url').notNull(),
    termsDocument: tsvector('terms_document'),
  },
  (t) => [index('search_redirects_terms_idx').using('gin', t.termsDocument)],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    permId: text('perm_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_site_perm_uq').on(t.site, t.permId)],
);

/**
 * A cart line. The chosen vehicle is kept by value (slugs and names) so reseeding the catalogue never breaks
 * a shopper's cart; `fitmentKey` is the canonical vehicle string that decides whether two adds share a line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    fitmentKey: text('fitment_key').notNull().default(''),
    year: smallint('year'),
    makeName: text('make_name'),
    modelName: text('model_name'),
    bodyName: text('body_name'),
    bedName: text('bed_name'),
    engineName: text('engine_name'),
    appNote: text('app_note'),
    /** The protection plan chosen for this line and how many of its units it covers (never more than qty). */
    warrantyPlanId: text('warranty_plan_id').references(() => warrantyPlans.id),
    warrantyQty: smallint('warranty_qty'),
    /** Whether professional installation of this line's units was chosen (it always covers the whole qty). */
    installation: boolean('installation').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.fitmentKey),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 99`),
    check(
      'cart_items_warranty_qty',
      sql`(${t.warrantyPlanId} is null and ${t.warrantyQty} is null) or ${t.warrantyQty} between 1 and ${t.qty}`,
    ),
  ],
);

/**
 * A protection plan sold beside a part. A plan applies to every product when `categoryPath` is null, otherwise
 * to the lines of that category and its subcategories; its price is a share of the part's sale price per unit.
 */
export const warrantyPlans = pgTable(
  'warranty_plans',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    months: smallint('months').notNull(),
    /** Price per covered unit in basis points of the part's sale price (1000 = 10 %). */
    priceBasisPoints: integer('price_basis_points').notNull(),
    /** Lowest price per covered unit, in cents. */
    minPriceCents: integer('min_price_cents').notNull(),
    categoryPath: text('category_path'),
  },
  (t) => [
    check('warranty_plans_price', sql`${t.priceBasisPoints} > 0 and ${t.minPriceCents} > 0`),
    check('warranty_plans_months', sql`${t.months} > 0`),
  ],
);

/**
 * Professional installation offered for the parts of a category (and its subcategories); the most specific
 * category wins. Priced per installed unit.
 */
export const installationOffers = pgTable(
  'installation_offers',
  {
    categoryPath: text('category_path').primaryKey(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [check('installation_offers_price', sql`${t.priceCents} > 0`)],
);

/** Shipping prices of a site (a site without a row uses the embedded defaults of the checkout module). */
export const siteShippingSettings = pgTable('site_shipping_settings', {
  site: text('site').primaryKey(),
  /** Merchandise subtotal from which standard shipping is free, in cents. */
  freeThresholdCents: integer('free_threshold_cents').notNull(),
  standardCents: integer('standard_cents').notNull(),
  freightCents: integer('freight_cents').notNull(),
  sameDayCents: integer('same_day_cents').notNull(),
});

/** The checkout data of a cart (SPEC §3 Checkout data): contacts and the chosen shipping method. */
export const checkouts = pgTable('checkouts', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  shippingContact: jsonb('shipping_contact'),
  billingContact: jsonb('billing_contact'),
  shippingMethod: text('shipping_method'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link that restores a copy of a cart ('Email Cart' and abandoned-cart e-mails): a random short id stands for
 * the cart so the owner's permId, a credential, never travels in a link.
 */
export const cartRestoreLinks = pgTable(
  'cart_restore_links',
  {
    shortId: text('short_id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['share', 'abandoned'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_restore_links_cart_idx').on(t.cartId)],
);

/**
 * Product page details of a product line (SPEC §3 Product line, Shipping, Video, Product config): same-day
 * programme and lead time, reviews summary, units sold (best sellers), promo, warranty, how it works, video and
 * how its drills are arranged.
 */
export const productLineDetails = pgTable(
  'product_line_details',
  {
    productLineId: integer('product_line_id')
      .primaryKey()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    sameDayMode: text('same_day_mode').notNull(),
    isFreight: boolean('is_freight').notNull(),
    isFreeShipping: boolean('is_free_shipping').notNull(),
    madeToOrder: boolean('made_to_order').notNull(),
    /** Lead time before shipping; all four null when the line ships from stock. */
    leadMinUnit: text('lead_min_unit'),
    leadMinAmount: smallint('lead_min_amount'),
    leadMaxUnit: text('lead_max_unit'),
    leadMaxAmount: smallint('lead_max_amount'),
    totalReviews: integer('total_reviews').notNull(),
    averageRating: doublePrecision('average_rating').notNull(),
    unitsSold: integer('units_sold').notNull(),
    promo: text('promo'),
    warranty: text('warranty').notNull(),
    howItWorks: text('how_it_works').notNull(),
    videoId: text('video_id'),
    videoType: text('video_type'),
    videoSeconds: integer('video_seconds'),
    videoUploadDate: date('video_upload_date', { mode: 'string' }),
    videoTitle: text('video_title'),
    /** Drill types in order (fitment levels first); empty for a single-SKU line. */
    drillTypes: jsonb('drill_types').$type<string[]>().notNull(),
    /** The drill type at which the line splits into groups, or null. */
    splitAt: text('split_at'),
  },
  (t) => [
    check('product_line_details_rating', sql`${t.averageRating} between 0 and 5`),
    check('product_line_details_same_day_mode', sql`${t.sameDayMode} in ('RAPIDSHIP', 'QUICKSHIP')`),
    check(
      'product_line_details_lead_units',
      sql`coalesce(${t.leadMinUnit}, 'DAYS') in ('DAYS', 'WEEKS') and coalesce(${t.leadMaxUnit}, 'DAYS') in ('DAYS', 'WEEKS')`,
    ),
    check(
      'product_line_details_video_type',
      sql`${t.videoType} is null or ${t.videoType} in ('youtube', 'wistia')`,
    ),
    // "Recommended" lists best sellers first.
    index('product_line_details_units_sold_idx').on(t.unitsSold.desc(), t.productLineId),
  ],
);

/** What a SKU is, per drill type (colour, finish, length…): the values the drills of its line offer. */
export const skuAttributes = pgTable(
  'sku_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.type] })],
);

/** Product lines a shopper looked at (one row per line, latest view; capped per shopper by the API). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    permId: text('perm_id').notNull(),
    productLineId: integer('product_line_id')
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.permId, t.productLineId] }),
    index('recently_viewed_perm_time_idx').on(t.permId, t.viewedAt.desc()),
  ],
);

/** The states of a newsletter subscription; unsubscribing keeps the row so re-subscribing can reuse it. */
export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed'] as const;

/** A newsletter subscription (SPEC §4 Newsletter): one row per e-mail address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, so one address is one subscription whatever the shopper typed. */
    email: text('email').notNull().unique(),
    /** The form the shopper signed up with (e.g. 'email-subscribe'), from the latest sign-up. */
    formName: text('form_name').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
    /** Random secret carried by the unsubscribe link; a new one is issued on every (re-)subscription. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'newsletter_subscriptions_status',
      sql`${t.status} in (${sql.raw(NEWSLETTER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * E-mails the shop has to send (DESIGN §2): written in the same transaction as the change that causes them, so
 * no e-mail is lost or sent for a change that rolled back. In development they are read through `GET /outbox`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about (e.g. 'newsletter-confirmation'). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text body. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_created_idx').on(t.recipient, t.createdAt.desc())],
);

/** Quotes a list of states for a CHECK constraint. */
export function inList(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(', '));
}

/** What a promo code takes off: a percent of the eligible lines, a fixed amount, or the shipping. */
export const COUPON_TYPES = ['PERCENT', 'AMOUNT', 'FREE_SHIPPING'] as const;

/** Which lines a promo code applies to: all, or those of one product line, category (with sub-categories) or brand. */
export const COUPON_SCOPES = ['ALL', 'PRODUCT_LINE', 'CATEGORY', 'BRAND'] as const;

/**
 * A promo code (SPEC §5), per site. `kind` groups codes that cannot be combined: a cart holds one code per kind,
 * and a second one of the same kind answers SIMILAR_PROMO_CODE_EXISTS. `timesUsed` counts held and used
 * redemptions, so the usage limit also holds for orders still being paid.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** Upper-case, as shoppers type it case-insensitively. */
    code: text('code').notNull(),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    kind: text('kind').notNull(),
    /** For PERCENT: 1–100. */
    percentOff: smallint('percent_off'),
    /** For AMOUNT: cents off the eligible lines (never more than they cost). */
    amountOffCents: integer('amount_off_cents'),
    /** The eligible lines must cost at least this much (cents) before the code applies. */
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use the code in all; null for no limit. */
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    scopeType: text('scope_type', { enum: COUPON_SCOPES }).notNull().default('ALL'),
    /** Product line slug, category path (sub-categories included) or brand slug; null for ALL. */
    scopeValue: text('scope_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_site_code_uq').on(t.site, t.code),
    check('coupons_type', sql`${t.type} in (${inList(COUPON_TYPES)})`),
    check('coupons_scope_type', sql`${t.scopeType} in (${inList(COUPON_SCOPES)})`),
    check(
      'coupons_value',
      sql`(${t.type} <> 'PERCENT' or ${t.percentOff} between 1 and 100)
          and (${t.type} <> 'AMOUNT' or ${t.amountOffCents} > 0)`,
    ),
    check(
      'coupons_usage',
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
    check('coupons_min_subtotal', sql`${t.minSubtotalCents} >= 0`),
  ],
);

/** A coupon application waits (PENDING: valid, no eligible item yet) or takes effect (APPLIED). */
export const COUPON_APPLICATION_STATUSES = ['PENDING', 'APPLIED'] as const;

/** A promo code on a cart; one per kind per cart, enforced by the database even for concurrent attempts. */
export const couponApplications = pgTable(
  'coupon_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Copied from the coupon so the one-per-kind rule is a unique index. */
    kind: text('kind').notNull(),
    status: text('status', { enum: COUPON_APPLICATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_applications_cart_coupon_uq').on(t.cartId, t.couponId),
    uniqueIndex('coupon_applications_cart_kind_uq').on(t.cartId, t.kind),
    check('coupon_applications_status', sql`${t.status} in (${inList(COUPON_APPLICATION_STATUSES)})`),
  ],
);

/**
 * A gift card, per site. The number is kept only as a keyed hash (look-up) plus its last four digits, the PIN
 * only as a salted scrypt hash. `balanceCents` is what is on the card; `heldCents` is reserved by orders being
 * paid. Every change is a conditional update with a ledger row in the same transaction, and the CHECK keeps
 * 0 ≤ held ≤ balance, so no interleaving of orders can spend more than the card holds.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    numberHash: text('number_hash').notNull(),
    lastFour: text('last_four').notNull(),
    pinHash: text('pin_hash').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    heldCents: integer('held_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_site_number_uq').on(t.site, t.numberHash),
    check('gift_cards_amounts', sql`${t.heldCents} >= 0 and ${t.heldCents} <= ${t.balanceCents}`),
  ],
);

/** Moves on a gift card: issued, held for an order, hold released, debited (hold spent), refunded. */
export const GIFT_CARD_ENTRY_KINDS = ['ISSUE', 'HOLD', 'RELEASE', 'DEBIT', 'REFUND'] as const;

/** The gift card ledger: every move of money on a card, with the order it belongs to. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: GIFT_CARD_ENTRY_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt),
    index('gift_card_ledger_order_idx').on(t.orderId),
    check('gift_card_ledger_kind', sql`${t.kind} in (${inList(GIFT_CARD_ENTRY_KINDS)})`),
    check('gift_card_ledger_amount', sql`${t.amountCents} > 0`),
  ],
);

/** A gift card the shopper added to the checkout; the amount used is worked out when the order is made. */
export const checkoutGiftCards = pgTable(
  'checkout_gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkout_gift_cards_cart_card_uq').on(t.cartId, t.giftCardId)],
);

/** Order states (SPEC §4 Order); the moves between them live in modules/orders/transitions.ts. */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'FAILED',
] as const;

/** Order line shipping states. */
export const LINE_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
] as const;

/** Payment states. */
export const PAYMENT_STATUSES = [
  'PENDING',
  'AUTHORISED',
  'CAPTURED',
  'PARTLY_REFUNDED',
  'REFUNDED',
  'FAILED',
] as const;

/**
 * An order, per site. It starts PENDING while the payment provider is asked (the gift-card holds and the coupon
 * redemption already taken), and becomes PLACED when the payment is finalised, or FAILED when the holds are
 * released. Money in integer cents; `total` = subtotal − discount + shipping + tax; `giftCardCents` of it is
 * paid by gift cards and the rest by the payment.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** What the shopper reads and types in the order login overlay, e.g. 'FK-7Q2M9XDA'. */
    reference: text('reference').notNull(),
    permId: text('perm_id').notNull(),
    /** The account that placed it signed in; cleared when that account is deleted (the order is kept). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Digits and letters only, upper-cased, for the order look-up. */
    zipcode: text('zipcode').notNull(),
    shippingContact: jsonb('shipping_contact').$type<Record<string, unknown>>().notNull(),
    billingContact: jsonb('billing_contact').$type<Record<string, unknown>>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The coupon redemption held (pending) or used by this order. */
    couponIds: jsonb('coupon_ids').$type<string[]>().notNull().default([]),
    cancellationDetails: jsonb('cancellation_details').$type<Record<string, unknown>>(),
    /** Public id of the tracking page (random, ≥ 128 bits), set when the order ships. */
    trackingId: text('tracking_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_site_reference_uq').on(t.site, t.reference),
    uniqueIndex('orders_tracking_uq').on(t.trackingId),
    index('orders_site_perm_idx').on(t.site, t.permId, t.createdAt.desc()),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_email_idx').on(t.email, t.createdAt.desc()),
    index('orders_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    check('orders_status', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check(
      'orders_amounts',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0
          and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents} + ${t.taxCents}
          and ${t.giftCardCents} between 0 and ${t.totalCents}
          and ${t.refundedCents} between 0 and ${t.totalCents}`,
    ),
  ],
);

/** A line of an order: the product as bought (by value), its money, and its own shipping status. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    productLineSlug: text('product_line_slug').notNull(),
    skuSlug: text('sku_slug').notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** This line's share of the order discount. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** This line's share of the tax. */
    taxCents: integer('tax_cents').notNull().default(0),
    fitmentData: jsonb('fitment_data').$type<Record<string, unknown>>(),
    shippingStatus: text('shipping_status', { enum: LINE_STATUSES }).notNull().default('PENDING'),
    cancellationDetails: jsonb('cancellation_details').$type<Record<string, unknown>>(),
    returnDetails: jsonb('return_details').$type<Record<string, unknown>>(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_status', sql`${t.shippingStatus} in (${inList(LINE_STATUSES)})`),
    check(
      'order_lines_amounts',
      sql`${t.qty} between 1 and 99 and ${t.unitPriceCents} >= 0 and ${t.discountCents} >= 0
          and ${t.taxCents} >= 0 and ${t.refundedCents} >= 0`,
    ),
  ],
);

/** A payment of an order through a provider (card data never reaches us: only the provider's references). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The provider's id of the charge or authorisation. */
    providerRef: text('provider_ref'),
    /** Card network as shown on the receipt (e.g. 'Visa') and the last four digits; null for wallets. */
    displayNetwork: text('display_network'),
    lastFour: text('last_four'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_status', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check(
      'payments_amounts',
      sql`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/** A refund is PENDING until the provider (or the gift-card ledger alone) settled it. */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED'] as const;

/** A refund sent to the provider (or back to gift cards) for a cancelled or returned order or line. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null when the refund is of a whole order. */
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** Null when the whole amount went back to gift cards, or when the refund is of a paid balance. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The paid balance (pay link) this refund gives back, when it is one. */
    balanceRequestId: uuid('balance_request_id').references(() => balanceRequests.id, {
      onDelete: 'cascade',
    }),
    amountCents: integer('amount_cents').notNull(),
    /** Of it, what went back to gift cards. */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /** The payment was only authorised: the provider releases that part instead of paying money back. */
    beforeCapture: boolean('before_capture').notNull().default(false),
    /** The provider's refund id once it answered; null while PENDING or for gift-card-only refunds. */
    providerRef: text('provider_ref'),
    /** PENDING until the provider confirmed (a later run retries with the refund id as idempotency key). */
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PENDING'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_status', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('refunds_amounts', sql`${t.amountCents} > 0 and ${t.giftCardCents} between 0 and ${t.amountCents}`),
  ],
);

/**
 * A secret that opens an order's status page: sha256 of a random 256-bit token (the token itself is only in the
 * link given to the shopper). Several per order: the confirmation e-mail's and those of order look-ups.
 */
export const orderStatusTokens = pgTable(
  'order_status_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_tokens_order_idx').on(t.orderId)],
);

/** An idempotent call in flight or done. */
export const IDEMPOTENCY_STATES = ['IN_FLIGHT', 'COMPLETED'] as const;

/**
 * Idempotency keys of payment calls: the first request with a key claims it (insert wins), a repeat with the
 * same request hash gets the stored response, one with another hash is refused, and one arriving while the
 * first is IN_FLIGHT is told to retry.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    site: text('site').notNull(),
    key: text('key').notNull(),
    /** sha256 of the operation and its canonical request body. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('IN_FLIGHT'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.key] }),
    check('idempotency_keys_state', sql`${t.state} in (${inList(IDEMPOTENCY_STATES)})`),
  ],
);

/**
 * Where a balance due stands: OPEN (the link pays it), PENDING (a payment is with the provider), PAID; when the
 * order is cancelled an open balance is CLOSED (its link pays nothing) and a paid one REFUNDED.
 */
export const BALANCE_STATUSES = ['OPEN', 'PENDING', 'PAID', 'CLOSED', 'REFUNDED'] as const;

/**
 * A balance due on a placed order (an extra freight charge, the declined part of a split payment), paid from an
 * e-mailed pay link: the link carries the order id and a random single-purpose token, of which only the sha256 is
 * stored. One payment attempt at a time: `attempt` numbers them (the provider's idempotency key), and the attempt
 * in flight keeps its provider token so a retry or a takeover repeats exactly that attempt, never a second charge.
 */
export const balanceRequests = pgTable(
  'balance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** What the shopper is asked to pay for, shown on the pay page and in the e-mail. */
    reason: text('reason').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BALANCE_STATUSES }).notNull().default('OPEN'),
    attempt: integer('attempt').notNull().default(0),
    /** The provider and its single-use token of the attempt in flight (never card data). */
    provider: text('provider'),
    attemptToken: text('attempt_token'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    providerRef: text('provider_ref'),
    displayNetwork: text('display_network'),
    lastFour: text('last_four'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_requests_order_idx').on(t.orderId),
    check('balance_requests_status', sql`${t.status} in (${inList(BALANCE_STATUSES)})`),
    check('balance_requests_amount', sql`${t.amountCents} > 0`),
  ],
);
/** The roles of an account: every one is a customer; the `users:admin` command makes one an admin. */
export const USER_ROLES = ['customer', 'admin'] as const;

/**
 * A shopper's account (the sign-in library's `user` model). E-mails are stored lower-cased; `role` is never set
 * by the shopper, only by the `users:admin` command.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role_check', sql`${t.role} in (${inList(USER_ROLES)})`),
  ],
);

/** A signed-in session; `token` holds the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.token), index('sessions_user_idx').on(t.userId)],
);

/** How a user signs in: `credential` (e-mail and password, the scrypt hash in `password`) or a later provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** One-time values of the sign-in library (password-reset tokens), stored hashed. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins in a row, per key (`ip:…` or `email:…`, known address or not): counted until a success clears
 * them, so the throttle survives restarts and is shared by every API process.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
