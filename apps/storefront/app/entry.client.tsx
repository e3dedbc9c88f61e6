import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/first-paint';

// React Router's own start, after the first paint: the server's HTML and CSS alone make it, and hydration (in a
// transition, so React yields to the shopper's input while it works) starts once the browser has painted
// (ARCHITECTURE.md, "What a page loads first"). Until then links and forms work as they do without JavaScript.
afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
