import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's own start. This module arrives only after the browser has painted the server's HTML and CSS (the
// document holds its hydration code until then: server/document-stream.server.ts and lib/first-paint.ts, in
// ARCHITECTURE.md's "What a page loads first"). Hydration runs in a transition, so React yields to the shopper's
// input while it works; until it has run links and forms work as they do without JavaScript.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
