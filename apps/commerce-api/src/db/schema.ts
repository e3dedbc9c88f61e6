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
 * among those configurations. A fitted listing reads one vehicle's lines by the primary key (make → model → year,
 * so make-only and make+model listings are prefix scans) instead of testing every product line; statement
 * triggers on fitment_applications keep it current (migration 0002).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.fitmentKey),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 99`),
  ],
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
