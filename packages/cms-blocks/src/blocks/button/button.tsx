import { Button } from '@fitkit/ui/button';
import { useCms } from '../../cms-provider/cms-provider';
import { CmsLink } from '../../links/cms-link';
import { resolveLink } from '../../links/links';
import type { BlockComponentProps } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { ButtonBlok } from './schema';

/** Registered component of the `button` block; buttons flow side by side unless full width. */
export function ButtonBlock({ blok }: BlockComponentProps<ButtonBlok>) {
  const { phone } = useCms();
  const variants = { variant: blok.style, color: blok.color, size: blok.size, fullWidth: blok.full_width };
  return (
    <BlockLayout blok={blok} slot="cms-button" inline={!blok.full_width}>
      {resolveLink(blok.link, { phone }) ? (
        <Button {...variants} asChild>
          <CmsLink link={blok.link}>
            {/* The same inner wrapper the ui Button renders, so link buttons line up with real buttons. */}
            <span className="fk-button__content">{blok.label}</span>
          </CmsLink>
        </Button>
      ) : (
        <Button {...variants} icon={blok.icon ?? null} type={blok.type}>
          {blok.label}
        </Button>
      )}
    </BlockLayout>
  );
}
