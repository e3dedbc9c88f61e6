// The general error box's text (SPEC §8) is defined once, in the UI kit that renders the box.
export { GENERAL_ERROR } from '@fitkit/ui';
