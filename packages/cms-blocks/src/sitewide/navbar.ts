import { NAVBAR_HOVER_STYLES, NAVBAR_ITEM_TYPES } from '@fitkit/ui/navbar';
import { z } from 'zod/mini';
import {
  blokFields,
  contentBlocksField,
  imageField,
  linkField,
  optionField,
  requiredTextField,
  storyblokComponents,
} from '../fields/fields';
import { colorField, nestedField } from './fields';

const nestable = (display_name: string) => ({ display_name, is_root: false, is_nestable: true });

/** A plain link with its text: the entries of link menus, tree menu columns and footer link lists. */
export const menuLinkSchema = z
  .object({
    ...blokFields('menu-link'),
    text: requiredTextField('Text'),
    link: linkField('Link', { required: true }),
  })
  .register(storyblokComponents, nestable('Menu link'));

/** A validated menu link. */
export type MenuLinkBlok = z.output<typeof menuLinkSchema>;

/** A column of a tree menu: a heading (linked or not) over its links. */
export const treeMenuItemSchema = z
  .object({
    ...blokFields('tree-menu-item'),
    text: requiredTextField('Heading'),
    link: linkField('Heading link'),
    items: nestedField('Links', ['menu-link'], menuLinkSchema),
  })
  .register(storyblokComponents, nestable('Tree menu column'));

/** A validated tree menu column. */
export type TreeMenuItemBlok = z.output<typeof treeMenuItemSchema>;

/** A navbar item that is just a link. */
export const textMenuItemSchema = z
  .object({
    ...blokFields('text-menu-item'),
    text: requiredTextField('Text'),
    link: linkField('Link', { required: true }),
  })
  .register(storyblokComponents, nestable('Navbar link'));

/** A navbar menu of columns, each a heading over its links (long columns wrap every 14 links). */
export const treeMenuSchema = z
  .object({
    ...blokFields('tree-menu'),
    text: requiredTextField('Text'),
    link: linkField('Link'),
    items: nestedField('Columns', ['tree-menu-item'], treeMenuItemSchema),
  })
  .register(storyblokComponents, nestable('Navbar tree menu'));

/** A navbar menu that is one list of links. */
export const linkMenuSchema = z
  .object({
    ...blokFields('link-menu'),
    text: requiredTextField('Text'),
    link: linkField('Link'),
    items: nestedField('Links', ['menu-link'], menuLinkSchema),
  })
  .register(storyblokComponents, nestable('Navbar link menu'));

/** A navbar menu whose panel is CMS content (sections and blocks, rendered by the block registry). */
export const cmsMenuSchema = z
  .object({
    ...blokFields('cms-menu'),
    text: requiredTextField('Text'),
    link: linkField('Link'),
    sections: contentBlocksField('Sections'),
  })
  .register(storyblokComponents, nestable('Navbar CMS menu'));

/** Any navbar item, told apart by its `component`. */
export const navbarItemSchema = z.discriminatedUnion('component', [
  textMenuItemSchema,
  treeMenuSchema,
  linkMenuSchema,
  cmsMenuSchema,
]);

/** A validated navbar item. */
export type NavbarItemBlok = z.output<typeof navbarItemSchema>;

/** The navbar story's content (SPEC §3 Sitewide data: items, colours, hover style, fitment image and colours). */
export const navbarSchema = z
  .object({
    ...blokFields('navbar'),
    items: nestedField('Items', [...NAVBAR_ITEM_TYPES], navbarItemSchema),
    hover_style: optionField(NAVBAR_HOVER_STYLES, 'Hover style', 'UNDERLINE'),
    background_color: colorField('Background colour'),
    text_color: colorField('Text colour'),
    hover_color: colorField('Hover colour', 'The underline, or the background with the BACKGROUND style.'),
    hover_text_color: colorField('Hover text colour', 'Text over the hover background (BACKGROUND style).'),
    fitment_image: imageField('Fitment button image'),
    fitment_background_color: colorField('Fitment button background colour'),
    fitment_text_color: colorField('Fitment button text colour'),
  })
  .register(storyblokComponents, { display_name: 'Navbar', is_root: true, is_nestable: false });

/** The validated navbar story content. */
export type NavbarBlok = z.output<typeof navbarSchema>;
