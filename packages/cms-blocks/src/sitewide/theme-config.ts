import { SELECT_REQUIREMENTS } from '@fitkit/fitment';
import {
  NEWSLETTER_POSITIONS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  SPLASH_BAR_ACTIONS,
  SPLASH_BAR_ICONS,
} from '@fitkit/ui/footer';
import { z } from 'zod/mini';
import {
  blokFields,
  booleanField,
  linkField,
  optionalOptionField,
  optionalTextField,
  optionField,
  requiredTextField,
  storyblokComponents,
} from '../fields/fields';
import { nestedField } from './fields';
import { menuLinkSchema } from './navbar';

/** Which categories the category facet lists on listings outside a category (SPEC §9): top or second level. */
export const CATEGORY_FACET_LEVELS = ['lvl0', 'lvl1'] as const;
export type CategoryFacetLevel = (typeof CATEGORY_FACET_LEVELS)[number];

const nestable = (display_name: string) => ({ display_name, is_root: false, is_nestable: true });

/** One item of the footer splash bar: a short promise with an icon, optionally calling the shop or chatting. */
export const splashBarItemSchema = z
  .object({
    ...blokFields('splash-bar-item'),
    title: requiredTextField('Title'),
    text: optionalTextField('Text'),
    icon: optionalOptionField(SPLASH_BAR_ICONS, 'Icon'),
    action: optionField(SPLASH_BAR_ACTIONS, 'Action', 'LINK'),
    link: linkField('Link (for the LINK action)'),
  })
  .register(storyblokComponents, nestable('Footer splash bar item'));

/** A validated splash bar item. */
export type SplashBarItemBlok = z.output<typeof splashBarItemSchema>;

/** A footer navigation group: a title over its links (collapsible on mobile). */
export const footerGroupSchema = z
  .object({
    ...blokFields('footer-group'),
    title: requiredTextField('Title'),
    links: nestedField('Links', ['menu-link'], menuLinkSchema),
  })
  .register(storyblokComponents, nestable('Footer navigation group'));

/** A validated footer navigation group. */
export type FooterGroupBlok = z.output<typeof footerGroupSchema>;

const socialFields = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [
    network,
    linkField(`${network[0]?.toUpperCase()}${network.slice(1)} profile`),
  ]),
) as Record<SocialNetwork, ReturnType<typeof linkField>>;

/** The theme config story's content (SPEC §3 Theme config). */
export const themeConfigSchema = z
  .object({
    ...blokFields('theme_config'),
    site_name: requiredTextField('Site name'),
    domain: requiredTextField('Domain', 'The shop domain as shown in texts, e.g. parts.example'),
    channel_id: requiredTextField(
      'Channel id',
      'Static assets are served under /assets/{channel id}/static/.',
    ),
    phone: requiredTextField('Phone', 'The general phone number shoppers call.'),
    support_phone: optionalTextField('Support phone', {
      description: 'For orders already placed; the general phone when empty.',
    }),
    header_id: optionalTextField('Header id'),
    header_show_phone: booleanField('Header shows the phone', true),
    splash_bar: nestedField('Footer splash bar', ['splash-bar-item'], splashBarItemSchema),
    footer_groups: nestedField('Footer navigation groups', ['footer-group'], footerGroupSchema),
    legal_bar: nestedField('Footer legal links', ['menu-link'], menuLinkSchema),
    disclaimer: optionalTextField('Footer disclaimer', { multiline: true }),
    subscribe_position: optionField(NEWSLETTER_POSITIONS, 'Newsletter form position', 'RIGHT'),
    subscribe_text: optionalTextField('Newsletter text', { multiline: true }),
    newsletter_enabled: booleanField('Newsletter enabled', true),
    ...socialFields,
    privacy_url: linkField('Privacy policy'),
    title_suffix: optionalTextField('Page title suffix', {
      description:
        "Added after every page title with a space, e.g. '| Parts Shop'; '| {site name}' when empty.",
    }),
    enable_recommended_products: booleanField('Recommended products', true),
    search_redirects: booleanField('Search redirects', true),
    share_cart: booleanField('Email cart', true),
    // SPEC §4: body, bed and engine are required, optional or absent by theme setting (a page may require more).
    body_select: optionField(SELECT_REQUIREMENTS, 'Vehicle body select', 'absent'),
    bed_select: optionField(SELECT_REQUIREMENTS, 'Vehicle bed select', 'absent'),
    engine_select: optionField(SELECT_REQUIREMENTS, 'Vehicle engine select', 'absent'),
    same_day_facet: booleanField('Same-day shipping facet', false),
    // On search, deals, new and vehicle listings the category facet lists top (lvl0) or second-level (lvl1) categories.
    category_facet_level: optionField(CATEGORY_FACET_LEVELS, 'Category facet level (lvl0 or lvl1)', 'lvl0'),
    search_text: optionalTextField('Search placeholder', {
      description:
        "Shown in the search bar when no vehicle is chosen (with one it reads 'Search {vehicle} Parts').",
    }),
  })
  .register(storyblokComponents, { display_name: 'Theme config', is_root: true, is_nestable: false });

/** The validated theme config story content. */
export type ThemeConfigBlok = z.output<typeof themeConfigSchema>;
