// The navbar through a module of its own: a dynamic import of the @fitkit/ui barrel would keep every export of it.
export { Navbar } from '@fitkit/ui';
