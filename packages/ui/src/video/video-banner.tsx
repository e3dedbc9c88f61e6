import { type ComponentProps, type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons';
import { type ImagePriority, imageLoadingProps } from '../image/image-rules';
import { cn } from '../utils/cn';
import { DEFAULT_EMBED_ORIGINS, type VideoEmbedOrigins, type VideoType, videoEmbedUrl } from './embed-url';

/** Width/height ratios of a video banner (SPEC §9): phones, a desktop banner strip, and every other banner. */
export const VIDEO_BANNER_ASPECT_RATIOS = {
  mobile: { w: 768, h: 465 },
  banner: { w: 1920, h: 450 },
  other: { w: 1920, h: 600 },
} as const;

/** Quality of a video banner's background poster (SPEC §9). */
export const VIDEO_POSTER_QUALITY = 50;

/** Props of {@link VideoBanner}. */
export type VideoBannerProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** Which host plays the video. */
  type: VideoType;
  /** The host's video id. */
  videoId: string;
  /** What the video is; names the play button and the player frame. */
  title: string;
  /** Poster URLs for phones and for wider screens (already sized, at {@link VIDEO_POSTER_QUALITY}). */
  poster?: { mobile?: string | undefined; desktop?: string | undefined };
  /** A desktop banner strip (1920/450) instead of the taller 1920/600. */
  banner?: boolean;
  /** How the poster loads (`imagePriority` of `@fitkit/ui/image`): `high` when it is the page's LCP image. */
  posterPriority?: ImagePriority;
  /** Content laid over the poster (headings, buttons); hidden once the video plays. */
  children?: ReactNode;
  /** Player origins per host; the hosts' own by default. */
  embedOrigins?: VideoEmbedOrigins;
  /** Called when the shopper presses play. */
  onPlay?: () => void;
};

const ratio = ({ w, h }: { w: number; h: number }) => `${w} / ${h}`;

/**
 * A full-width video banner: the poster first (a plain picture, so nothing is fetched from the video host),
 * and the host's player only after the shopper presses play.
 */
export function VideoBanner({
  type,
  videoId,
  title,
  poster = {},
  banner = false,
  posterPriority = 'eager',
  children,
  embedOrigins = DEFAULT_EMBED_ORIGINS,
  onPlay,
  className,
  style,
  ...props
}: VideoBannerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The play button is gone once playing, so keyboard focus continues in the player.
    if (playing) frame.current?.focus();
  }, [playing]);
  const desktop = banner ? VIDEO_BANNER_ASPECT_RATIOS.banner : VIDEO_BANNER_ASPECT_RATIOS.other;
  const mobilePoster = poster.mobile ?? poster.desktop;
  const desktopPoster = poster.desktop ?? poster.mobile;
  return (
    <div
      data-slot="video-banner"
      data-state={playing ? 'playing' : 'poster'}
      data-type={type}
      data-banner={banner}
      className={cn('fk-video-banner', className)}
      style={
        {
          '--fk-video-banner-ratio-m': ratio(VIDEO_BANNER_ASPECT_RATIOS.mobile),
          '--fk-video-banner-ratio-d': ratio(desktop),
          ...style,
        } as CSSProperties
      }
      {...props}
    >
      {playing ? (
        <iframe
          ref={frame}
          className="fk-video-banner__player"
          src={videoEmbedUrl(type, videoId, embedOrigins)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          {desktopPoster ? (
            <picture className="fk-video-banner__poster">
              {mobilePoster && mobilePoster !== desktopPoster ? (
                <source media="(max-width: 767px)" srcSet={mobilePoster} />
              ) : null}
              <img
                src={desktopPoster}
                alt=""
                className="fk-video-banner__image"
                {...imageLoadingProps(posterPriority)}
              />
            </picture>
          ) : null}
          {children ? <div className="fk-video-banner__content">{children}</div> : null}
          <button
            type="button"
            className="fk-video-banner__play fk-focusable"
            onClick={() => {
              setPlaying(true);
              onPlay?.();
            }}
          >
            <PlayIcon aria-hidden="true" />
            <span className="fk-visually-hidden">Play video: {title}</span>
          </button>
        </>
      )}
    </div>
  );
}
