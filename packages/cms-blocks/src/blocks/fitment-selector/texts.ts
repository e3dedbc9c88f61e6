/** The heading and button texts of SPEC §2's inline vehicle bar, used when the editor leaves them empty. */
export const FITMENT_SELECTOR_TEXT = {
  title: 'Select Your Vehicle',
  button: 'Shop Now',
  next: 'Next',
} as const;
