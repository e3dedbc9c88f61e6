import { type CmsMode, CmsProvider, type SpecialLinkType } from '@fitkit/cms-blocks';
import { type ReactNode, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestIntegration, specialLinkRequest } from '../lib/integration-requests';
import { specialLinkTarget } from '../lib/special-links';

/** What the root loader tells the page about the CMS. */
export type CmsData = {
  /** Published, a draft preview site, or the verified visual editor. */
  mode: CmsMode;
};

/** Content blocks' CMS mode (edit mode only once the server has verified the editor), the theme phone for PHONE links and special link navigation. */
export function ContentProvider({
  cms,
  phone,
  children,
}: {
  cms: CmsData;
  phone: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const onSpecialLink = useCallback(
    (type: SpecialLinkType) => {
      // CHAT and AFFIRM open their integration (loaded on this first use); when it is off the link does nothing.
      const request = specialLinkRequest(type);
      if (request) return requestIntegration(request);
      const target = specialLinkTarget(type, location);
      if (!target) return false;
      // Overlays open over the page where it is; only a new page starts at the top.
      void navigate(target, { preventScrollReset: target.startsWith(`${location.pathname}?`) });
      return true;
    },
    [navigate, location],
  );
  return (
    <CmsProvider mode={cms.mode} phone={phone} onSpecialLink={onSpecialLink}>
      {children}
    </CmsProvider>
  );
}
