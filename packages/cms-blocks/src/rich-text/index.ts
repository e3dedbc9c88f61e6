export type { RichTextProps } from './rich-text';
export { RichText } from './rich-text';
export type { RichTextDoc, RichTextMark, RichTextNode } from './schema';
export { richTextDocSchema, richTextMarkSchema, richTextNodeSchema } from './schema';
