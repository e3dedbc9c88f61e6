import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons';
import { type UiImage, useUi } from '../provider';
import { cn } from '../utils/cn';
import { DEFAULT_EMBED_ORIGINS, type VideoEmbedOrigins, type VideoType, videoEmbedUrl } from './embed-url';
import { formatDuration } from './format-duration';

/** A product video (SPEC §3 Video). */
export type Video = {
  /** The host's video id. */
  id: string;
  /** Which host plays it. */
  type: VideoType;
  /** Length in seconds. */
  duration: number;
  /** Title shown on the poster and given to the player frame. */
  title: string;
  /** Poster picture: an image of the shop's image route, or a URL the shop serves itself. */
  thumbnail?: UiImage | string | null;
  /** When it was published (ISO date); not shown, kept for structured data. */
  uploadDate?: string | null;
};

/** Props of {@link VideoEmbed}. */
export type VideoEmbedProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** The video to show. */
  video: Video;
  /** Player origins per host; the hosts' own by default. */
  embedOrigins?: VideoEmbedOrigins;
  /** Called when the shopper presses play. */
  onPlay?: (video: Video) => void;
};

const POSTER = { w: 640, h: 360 } as const;

/** A video poster that loads the host's player only when pressed, so nothing is fetched from the host before. */
export function VideoEmbed({
  video,
  embedOrigins = DEFAULT_EMBED_ORIGINS,
  onPlay,
  className,
  ...props
}: VideoEmbedProps) {
  const { imageUrl } = useUi();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { clock, iso } = formatDuration(video.duration);
  const poster =
    typeof video.thumbnail === 'string'
      ? video.thumbnail
      : video.thumbnail
        ? imageUrl(video.thumbnail, { ...POSTER, fit: 'cover' })
        : null;

  useEffect(() => {
    // The play button is gone once playing, so keyboard focus continues in the player.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure
      data-slot="video-embed"
      data-state={playing ? 'playing' : 'poster'}
      data-type={video.type}
      className={cn('fk-video', className)}
      {...props}
    >
      <div className="fk-video__frame">
        {playing ? (
          <iframe
            ref={frame}
            className="fk-video__player"
            src={videoEmbedUrl(video.type, video.id, embedOrigins)}
            title={video.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            className="fk-video__poster fk-focusable"
            onClick={() => {
              setPlaying(true);
              onPlay?.(video);
            }}
          >
            {poster ? (
              <img
                className="fk-video__thumb"
                src={poster}
                alt=""
                width={POSTER.w}
                height={POSTER.h}
                loading="lazy"
              />
            ) : null}
            <span className="fk-visually-hidden">Play video: {video.title}, length </span>
            <span className="fk-video__play" aria-hidden="true">
              <PlayIcon />
            </span>
            <time className="fk-video__duration" dateTime={`P${iso}`}>
              {clock}
            </time>
          </button>
        )}
      </div>
      <figcaption className="fk-video__title">{video.title}</figcaption>
    </figure>
  );
}
