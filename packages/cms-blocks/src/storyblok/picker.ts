/** How a component shows in the editor's block picker and in the bloks lists of a story. */
export interface PickerEntry {
  /** The component group (a Storyblok folder) it is listed under. */
  folder: string;
  /** One of Storyblok's block icons. */
  icon: string;
  /** The field whose text names a blok of this component in bloks lists. */
  preview_field?: string;
}

/**
 * The blocks that render inside the page's bloks fields (body, section content, columns, shade content,
 * carousel slides and items, video banner content, CMS menu sections): every nestable page block but the
 * review, which only the reviews carousel shows. Plain names, not `BlokName`s: the block schemas use this list,
 * so typing it by them would be circular (a test checks each is a block).
 */
export const CONTENT_BLOCKS = [
  'section',
  'text',
  'button',
  'columns',
  'image',
  'image_card',
  'shade',
  'table',
  'carousel',
  'custom_carousel',
  'video_banner',
  'fitment_selector',
  'same_day_promo',
  'search_block',
  'reviews_carousel',
  'subscribe_form',
] as const;

const LAYOUT = 'Layout';
const CONTENT = 'Content';
const CAROUSELS = 'Carousels';
const SHOP = 'Shop';
const CONTENT_TYPES = 'Content types';
const NAVBAR = 'Sitewide/Navbar';
const FOOTER = 'Sitewide/Footer';

/** The picker entry of every component, by name; the generator throws for a component missing here. */
export const PICKER: Readonly<Record<string, PickerEntry>> = {
  page: { folder: CONTENT_TYPES, icon: 'block-doc', preview_field: 'title' },
  navbar: { folder: CONTENT_TYPES, icon: 'block-doc' },
  promo_banner: { folder: CONTENT_TYPES, icon: 'block-doc', preview_field: 'text' },
  theme_config: { folder: CONTENT_TYPES, icon: 'block-doc', preview_field: 'site_name' },
  section: { folder: LAYOUT, icon: 'block-block', preview_field: 'anchor' },
  columns: { folder: LAYOUT, icon: 'block-table-2' },
  shade: { folder: LAYOUT, icon: 'block-center-m' },
  text: { folder: CONTENT, icon: 'block-text-l' },
  button: { folder: CONTENT, icon: 'block-arrow-pointer', preview_field: 'label' },
  image: { folder: CONTENT, icon: 'block-image', preview_field: 'alt' },
  image_card: { folder: CONTENT, icon: 'block-text-img-t-l', preview_field: 'link_text' },
  table: { folder: CONTENT, icon: 'block-table', preview_field: 'caption' },
  video_banner: { folder: CONTENT, icon: 'block-monitor', preview_field: 'title' },
  carousel: { folder: CAROUSELS, icon: 'block-resize-fc', preview_field: 'title' },
  custom_carousel: { folder: CAROUSELS, icon: 'block-resize-fc', preview_field: 'title' },
  reviews_carousel: { folder: CAROUSELS, icon: 'block-comment', preview_field: 'title' },
  review: { folder: CAROUSELS, icon: 'block-comment', preview_field: 'author' },
  fitment_selector: { folder: SHOP, icon: 'block-map-pin', preview_field: 'title' },
  search_block: { folder: SHOP, icon: 'block-shopping-cart', preview_field: 'title' },
  same_day_promo: { folder: SHOP, icon: 'block-tag', preview_field: 'title' },
  subscribe_form: { folder: SHOP, icon: 'block-email', preview_field: 'title' },
  'text-menu-item': { folder: NAVBAR, icon: 'block-arrow-pointer', preview_field: 'text' },
  'tree-menu': { folder: NAVBAR, icon: 'block-sticker', preview_field: 'text' },
  'tree-menu-item': { folder: NAVBAR, icon: 'block-sticker', preview_field: 'text' },
  'link-menu': { folder: NAVBAR, icon: 'block-sticker', preview_field: 'text' },
  'cms-menu': { folder: NAVBAR, icon: 'block-sticker', preview_field: 'text' },
  'menu-link': { folder: NAVBAR, icon: 'block-arrow-pointer', preview_field: 'text' },
  'splash-bar-item': { folder: FOOTER, icon: 'block-sticker', preview_field: 'title' },
  'footer-group': { folder: FOOTER, icon: 'block-sticker', preview_field: 'title' },
};
