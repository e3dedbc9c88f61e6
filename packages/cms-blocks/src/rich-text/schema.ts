import { z } from 'zod/mini';

/** A mark on a text node (bold, italic, link…) as Storyblok's rich text editor stores it. */
export interface RichTextMark {
  /** The mark name, e.g. 'bold' or 'link'. */
  type: string;
  /** Mark settings; for links href, linktype, anchor, target. */
  attrs?: Record<string, unknown> | null | undefined;
}

/** One node of a Storyblok rich text document. */
export interface RichTextNode {
  /** The node name, e.g. 'paragraph', 'heading' or 'text'. */
  type: string;
  /** Child nodes of block nodes. */
  content?: RichTextNode[] | undefined;
  /** The characters of a text node. */
  text?: string | undefined;
  /** The marks of a text node. */
  marks?: RichTextMark[] | undefined;
  /** Node settings, e.g. a heading's level. */
  attrs?: Record<string, unknown> | null | undefined;
}

/** A whole rich text field value: the root 'doc' node. */
export interface RichTextDoc {
  /** Always 'doc'. */
  type: 'doc';
  /** The top-level blocks. */
  content?: RichTextNode[] | undefined;
}

const attrsSchema = z.nullish(z.record(z.string(), z.unknown()));

/** Validates a rich text mark. */
export const richTextMarkSchema: z.ZodMiniType<RichTextMark> = z.looseObject({
  type: z.string(),
  attrs: attrsSchema,
});

/** Validates a rich text node and, recursively, its children. */
export const richTextNodeSchema: z.ZodMiniType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    text: z.optional(z.string()),
    marks: z.optional(z.array(richTextMarkSchema)),
    attrs: attrsSchema,
    content: z.optional(z.array(richTextNodeSchema)),
  }),
);

/** Validates a rich text document. */
export const richTextDocSchema: z.ZodMiniType<RichTextDoc> = z.looseObject({
  type: z.literal('doc'),
  content: z.optional(z.array(richTextNodeSchema)),
});

/**
 * The rich text toolbar editors get: everything Storyblok's renderer shows (marks, colours, alignment, lists,
 * tables pasted in, pictures, emoji, anchors). Left off: embedded blocks ('blok'), which would reach the page
 * without the server's block validation, and text direction, which nothing renders.
 */
export const RICH_TEXT_TOOLBAR = [
  'bold',
  'italic',
  'underline',
  'strike',
  'inlinecode',
  'code',
  'superscript',
  'subscript',
  'color',
  'highlight',
  'unset',
  'link',
  'anchor',
  'paragraph',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
  'list',
  'olist',
  'quote',
  'hrule',
  'image',
  'emoji',
  'copy',
  'cut',
  'paste',
  'paste-action',
  'undo',
  'redo',
] as const;
