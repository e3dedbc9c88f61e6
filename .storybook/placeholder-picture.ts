// Stories never ask a server for pictures: the preview draws one per image key, and the image route's URLs (for
// stories that check them, like the build gallery's) are answered with the same drawing by the dev server.
import type { Plugin } from 'vite';

/** A flat picture in a colour taken from the image's key, with a darker block in the middle. */
export function placeholderSvg(key: string, w: number, h: number): string {
  const hue = [...key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="hsl(${hue} 40% 85%)"/><rect x="20%" y="35%" width="60%" height="30%" rx="6" fill="hsl(${hue} 35% 45%)"/></svg>`;
}

const IMAGE_ROUTE = /^\/img\/[a-z0-9-]+\/([^/]+)\/r\/(\d+)x(\d+)\//i;

/** Answers `/img/{mode}/{key}/r/{w}x{h}/…` (the shop's image route) with {@link placeholderSvg}. */
export function imageRouteStandIn(): Plugin {
  return {
    name: 'fitkit:image-route-stand-in',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = IMAGE_ROUTE.exec(request.url ?? '');
        if (!match) return next();
        const [, key = '', w = '1', h = '1'] = match;
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(placeholderSvg(decodeURIComponent(key), Number(w), Number(h)));
      });
    },
  };
}
