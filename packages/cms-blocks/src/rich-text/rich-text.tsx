import { Fragment, type ReactNode } from 'react';
import { CmsLink } from '../links/cms-link';
import { type LinkInput, STORYBLOK_LINK_TYPES, type StoryblokLinkType } from '../links/links';
import type { RichTextDoc, RichTextMark, RichTextNode } from './schema';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The Storyblok rich text document; nothing renders when absent. */
  doc: RichTextDoc | undefined;
}

/**
 * Renders a Storyblok rich text document as React elements: paragraphs, headings, lists, quotes, code and
 * hard breaks, with bold, italic, underline, strike, code and link marks. Text is always rendered as text,
 * never as HTML. Unknown nodes render their children; unknown marks are ignored.
 */
export function RichText({ doc }: RichTextProps) {
  if (!doc?.content?.length) return null;
  return <>{renderNodes(doc.content)}</>;
}

function renderNodes(nodes: readonly RichTextNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function headingLevel(attrs: RichTextNode['attrs']): 1 | 2 | 3 | 4 | 5 | 6 {
  const level = Number(attrs?.level);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? (level as 1 | 2 | 3 | 4 | 5 | 6) : 2;
}

function renderNode(node: RichTextNode): ReactNode {
  const children = renderNodes(node.content);
  switch (node.type) {
    case 'text':
      return applyMarks(node.text ?? '', node.marks ?? []);
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading': {
      const Heading = `h${headingLevel(node.attrs)}` as const;
      return <Heading>{children}</Heading>;
    }
    case 'bullet_list':
      return <ul>{children}</ul>;
    case 'ordered_list': {
      const start = Number(node.attrs?.order ?? node.attrs?.start ?? 1);
      return <ol start={Number.isInteger(start) && start !== 1 ? start : undefined}>{children}</ol>;
    }
    case 'list_item':
      return <li>{children}</li>;
    case 'hard_break':
      return <br />;
    case 'blockquote':
      return <blockquote>{children}</blockquote>;
    case 'horizontal_rule':
      return <hr />;
    case 'code_block':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      );
    default:
      return children.length ? children : null;
  }
}

function isLinkType(value: string | undefined): value is StoryblokLinkType {
  return (STORYBLOK_LINK_TYPES as readonly (string | undefined)[]).includes(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Storyblok's link mark keeps the target in `href` and the kind in `linktype`. */
function linkFromMark(attrs: RichTextMark['attrs']): LinkInput {
  const href = text(attrs?.href) ?? '';
  const linktype = text(attrs?.linktype);
  const story = attrs?.story;
  return {
    linktype: isLinkType(linktype) ? linktype : 'url',
    url: href,
    cached_url: href,
    email: linktype === 'email' ? href : undefined,
    anchor: text(attrs?.anchor),
    target: text(attrs?.target),
    story:
      story && typeof story === 'object'
        ? {
            full_slug: text((story as Record<string, unknown>).full_slug),
            url: text((story as Record<string, unknown>).url),
          }
        : undefined,
  };
}

function applyMarks(value: string, marks: readonly RichTextMark[]): ReactNode {
  // The first mark wraps outermost, matching the order the editor stores them in.
  let node: ReactNode = value;
  for (const mark of marks.toReversed()) node = wrapInMark(node, mark);
  return node;
}

function wrapInMark(inner: ReactNode, mark: RichTextMark): ReactNode {
  switch (mark.type) {
    case 'bold':
    case 'strong':
      return <strong>{inner}</strong>;
    case 'italic':
    case 'em':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'code':
      return <code>{inner}</code>;
    case 'link':
      return (
        <CmsLink className="fk-link" link={linkFromMark(mark.attrs)}>
          {inner}
        </CmsLink>
      );
    default:
      return inner;
  }
}
