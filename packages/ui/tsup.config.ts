import { defineConfig } from 'tsup';

// No `clean`: the two builds run in parallel and one would wipe the other's output; the build script cleans first.
export default defineConfig([
  {
    // Heavy components also get entry points of their own, for apps that load them on demand.
    entry: {
      index: 'src/index.ts',
      'mini-cart/index': 'src/mini-cart/index.ts',
      'vehicle-dialog/index': 'src/vehicle-dialog/index.ts',
      'carousel/index': 'src/carousel/index.ts',
      'video/index': 'src/video/index.ts',
      'mobile-menu/index': 'src/mobile-menu/index.ts',
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    target: 'es2023',
    external: [/^react/, /^@tanstack\//, /^@fitkit\//, /^embla-carousel/],
  },
  {
    // The stylesheet ships as one file: esbuild inlines every @import of src/styles/index.css.
    entry: { styles: 'src/styles/index.css' },
    minify: true,
    target: 'chrome111',
  },
]);
