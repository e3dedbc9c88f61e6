import { storyblokEditable } from '@storyblok/react';
import type { CSSProperties, ReactNode } from 'react';
import { useCms } from '../../cms-provider/cms-provider';
import {
  hasBackground,
  isVisibleSomewhere,
  LAYOUT_CSS,
  type LayoutBlokFields,
  layoutCssVariables,
} from './layout';

/** Props of {@link BlockLayout}. */
export interface BlockLayoutProps {
  /** The validated blok: its layout fields (see `layoutFields()`) and, in the editor, `_editable`. */
  blok: LayoutBlokFields & { _editable?: string | undefined };
  /** The `data-slot` name of the block, e.g. 'cms-image'. */
  slot: string;
  /** The outer element; 'div' unless given. */
  as?: 'div' | 'section' | 'aside' | 'figure';
  /** The outer element's id (e.g. a section's anchor). */
  id?: string | undefined;
  /** Extra class names of the outer element. */
  className?: string | undefined;
  /** Whether the block flows in the line (inline-block, e.g. buttons side by side) instead of taking its own. */
  inline?: boolean | undefined;
  /** Extra inline style of the outer element, e.g. the block's own CSS variables. */
  style?: CSSProperties | undefined;
  /** The block's own markup, placed inside the width container. */
  children?: ReactNode;
}

/**
 * Wraps a block's markup in its layout: per-device background, padding, margin, alignment, minimum height
 * and visibility on the outer element, the content width on the inner one. Marks the blok for the visual
 * editor in edit mode. A blok hidden on every device renders nothing for shoppers, but stays in preview so
 * editors can still find it.
 */
export function BlockLayout({
  blok,
  slot,
  as: Element = 'div',
  id,
  className,
  inline = false,
  style,
  children,
}: BlockLayoutProps) {
  const { mode } = useCms();
  if (mode === 'published' && !isVisibleSomewhere(blok)) return null;
  return (
    <Element
      id={id}
      className={className ? `fk-layout ${className}` : 'fk-layout'}
      data-slot={slot}
      // On a palette colour or a shaded picture the link colour may not contrast, so links take the block's text colour.
      data-background={hasBackground(blok) ? '' : undefined}
      style={{ ...(layoutCssVariables(blok, { inline }) as CSSProperties), ...style }}
      {...(mode === 'edit' ? storyblokEditable(blok) : {})}
    >
      <style href="fk-cms-layout" precedence="default">
        {LAYOUT_CSS}
      </style>
      <div className="fk-layout__inner">{children}</div>
    </Element>
  );
}
