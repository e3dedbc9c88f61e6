import type { RichTextDoc, RichTextMark, RichTextNode } from './schema';

type Attrs = Record<string, unknown>;
/** Keeps the attributes of a node or mark that render safely; null drops the mark (or, for nodes, the node). */
type AttrFilter = (attrs: Attrs) => Attrs | null;

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);
// Colours the editor's palette writes: hex, rgb()/rgba(), or a CSS colour name. Nothing that could close a rule.
const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
const ANCHOR_ID = /^[A-Za-z][\w-]{0,63}$/;
const CLASS_NAMES = /^[A-Za-z][\w -]{0,99}$/;
// Pictures come from the asset library (https) or the shop itself; no data:, javascript: or plain http.
const IMAGE_SRC = /^(?:https:\/\/|\/(?!\/))/;

const string = (value: unknown): value is string => typeof value === 'string';
const pick = (entries: [string, unknown][]): Attrs =>
  Object.fromEntries(entries.filter(([, value]) => value !== undefined));
const align = (attrs: Attrs) => (ALIGNMENTS.has(attrs.textAlign as string) ? attrs.textAlign : undefined);
const color = (value: unknown) => (string(value) && COLOR.test(value) ? value : undefined);
const count = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? value : undefined);
const cell = (attrs: Attrs, background: boolean): Attrs =>
  pick([
    ['colspan', count(attrs.colspan)],
    ['rowspan', count(attrs.rowspan)],
    ['colwidth', Array.isArray(attrs.colwidth) && count(attrs.colwidth[0]) ? [attrs.colwidth[0]] : undefined],
    ['backgroundColor', background ? color(attrs.backgroundColor) : undefined],
  ]);

/** The nodes that render, with the attributes each may keep (Storyblok's renderer turns them into HTML). */
const NODES: Readonly<Record<string, AttrFilter>> = {
  paragraph: (attrs) => pick([['textAlign', align(attrs)]]),
  heading: (attrs) => {
    const level = attrs.level;
    const valid = Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 6;
    return pick([
      ['level', valid ? level : 2],
      ['textAlign', align(attrs)],
    ]);
  },
  text: () => ({}),
  bullet_list: () => ({}),
  ordered_list: (attrs) => pick([['order', count(attrs.order ?? attrs.start)]]),
  list_item: () => ({}),
  blockquote: () => ({}),
  code_block: () => ({}),
  hard_break: () => ({}),
  horizontal_rule: () => ({}),
  image: (attrs) =>
    string(attrs.src) && IMAGE_SRC.test(attrs.src)
      ? pick([
          ['src', attrs.src],
          ['alt', string(attrs.alt) ? attrs.alt : ''],
          ['title', string(attrs.title) && attrs.title ? attrs.title : undefined],
        ])
      : null,
  emoji: (attrs) =>
    string(attrs.emoji) && attrs.emoji.length <= 16
      ? pick([
          ['emoji', attrs.emoji],
          ['name', string(attrs.name) ? attrs.name : undefined],
        ])
      : null,
  table: () => ({}),
  tableRow: () => ({}),
  tableCell: (attrs) => cell(attrs, true),
  tableHeader: (attrs) => cell(attrs, false),
};

/** The marks that render, with the attributes each may keep. */
const MARKS: Readonly<Record<string, AttrFilter>> = {
  bold: () => ({}),
  italic: () => ({}),
  underline: () => ({}),
  strike: () => ({}),
  code: () => ({}),
  superscript: () => ({}),
  subscript: () => ({}),
  // Links keep what the editor wrote: our link resolver decides the href (and refuses unsafe schemes).
  link: (attrs) => attrs,
  highlight: (attrs) => pick([['color', color(attrs.color)]]),
  textStyle: (attrs) => (color(attrs.color) ? { color: attrs.color } : null),
  anchor: (attrs) => (string(attrs.id) && ANCHOR_ID.test(attrs.id) ? { id: attrs.id } : null),
  styled: (attrs) => (string(attrs.class) && CLASS_NAMES.test(attrs.class) ? { class: attrs.class } : null),
};

// The editor's older and newer names for the same marks.
const MARK_ALIASES: Readonly<Record<string, string>> = { strong: 'bold', em: 'italic' };

function sanitizeMarks(marks: readonly RichTextMark[] | undefined): RichTextMark[] | undefined {
  if (!marks?.length) return undefined;
  const kept = marks.flatMap((mark) => {
    const type = MARK_ALIASES[mark.type] ?? mark.type;
    const attrs = Object.hasOwn(MARKS, type) ? MARKS[type]?.(mark.attrs ?? {}) : null;
    return attrs ? [{ type, attrs }] : [];
  });
  return kept.length ? kept : undefined;
}

function sanitizeNodes(nodes: readonly RichTextNode[] | undefined): RichTextNode[] {
  return (nodes ?? []).flatMap((node): RichTextNode[] => {
    const filter = Object.hasOwn(NODES, node.type) ? NODES[node.type] : undefined;
    // A node the renderer does not know (an embedded blok, a future node) gives way to its children.
    if (!filter) return sanitizeNodes(node.content);
    const attrs = filter(node.attrs ?? {});
    if (!attrs) return [];
    if (node.type === 'text') {
      if (!string(node.text) || !node.text) return [];
      const marks = sanitizeMarks(node.marks);
      return [{ type: 'text', text: node.text, ...(marks ? { marks } : {}) }];
    }
    return [
      {
        type: node.type,
        ...(Object.keys(attrs).length ? { attrs } : {}),
        ...(node.content ? { content: sanitizeNodes(node.content) } : {}),
      },
    ];
  });
}

/**
 * Rebuilds a rich text document from what renders safely: known nodes and marks with only the attributes
 * Storyblok's renderer turns into HTML, each checked (alignments, colours, ids, https or same-site pictures).
 * Unknown nodes, embedded bloks among them, give way to their children; unknown marks are dropped. Runs on the
 * server, where rich text fields are validated, so the browser renders what it gets.
 */
export function sanitizeRichText(doc: RichTextDoc): RichTextDoc {
  return { type: 'doc', content: sanitizeNodes(doc.content) };
}
