import { Button } from '@fitkit/ui';
import { useCms } from '../../cms-provider/cms-provider';
import { CmsLink } from '../../links/cms-link';
import { resolveLink } from '../../links/links';
import type { BlokComponentProps } from '../../registry/blocks';
import { editableAttributes } from '../../registry/editable';
import type { ButtonBlok } from './schema';

/** Registered component of the `button` block. */
export function ButtonBlock({ blok }: BlokComponentProps<ButtonBlok>) {
  const { mode } = useCms();
  const editable = mode === 'edit' ? editableAttributes(blok._editable) : {};
  const variants = { variant: blok.style, color: blok.color, size: blok.size, fullWidth: blok.full_width };
  if (!resolveLink(blok.link)) {
    return (
      <Button {...variants} icon={blok.icon ?? null} type={blok.type} {...editable}>
        {blok.label}
      </Button>
    );
  }
  return (
    <Button {...variants} asChild {...editable}>
      <CmsLink link={blok.link}>
        {/* The same inner wrapper the ui Button renders, so link buttons line up with real buttons. */}
        <span className="fk-button__content">{blok.label}</span>
      </CmsLink>
    </Button>
  );
}
