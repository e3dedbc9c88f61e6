// TypeScript checks side-effect imports: the stylesheet import needs a declaration, as Vite's `vite/client` types
// give a Vite app (this host builds with the workspace's Vite, so it declares CSS itself).
declare module '*.css';
