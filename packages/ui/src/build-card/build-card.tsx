import type { BuildSummary } from '@fitkit/commerce-hooks';
import type { ComponentProps } from 'react';
import { BuildStatusBadge } from '../build-status-badge';
import { useUi } from '../provider';
import { BUILD_PHOTO_MODE } from '../provider/image-url';
import { cn } from '../utils/cn';

const COVER = { w: 400, h: 300, fit: 'cover', mode: BUILD_PHOTO_MODE } as const;

/** Props of {@link BuildCard}. */
export type BuildCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The build as the list gives it. */
  build: BuildSummary;
  /** The build page. */
  href: string;
  /** Shows the moderation status (lists of unpublished builds, for admins). */
  showStatus?: boolean;
};

/** A build in the list: its cover photo, title, vehicle and who built it; the title links to the build. */
export function BuildCard({ build, href, showStatus = false, className, ...props }: BuildCardProps) {
  const { Link, imageUrl } = useUi();
  const headingId = `build-card-${build.id}`;
  return (
    <article
      data-slot="build-card"
      aria-labelledby={headingId}
      className={cn('fk-build-card', className)}
      {...props}
    >
      <div className="fk-build-card__cover">
        {build.cover ? (
          <img src={imageUrl(build.cover, COVER)} alt="" width={COVER.w} height={COVER.h} loading="lazy" />
        ) : null}
      </div>
      <h3 id={headingId} className="fk-build-card__title">
        <Link href={href}>{build.title}</Link>
      </h3>
      <p className="fk-build-card__vehicle">{build.vehicle.name}</p>
      <p className="fk-build-card__author">Built by {build.authorName}</p>
      {showStatus ? <BuildStatusBadge status={build.status} /> : null}
    </article>
  );
}
