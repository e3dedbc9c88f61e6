/** The attributes Storyblok's visual editor looks for on a blok's root element. */
export interface EditableAttributes {
  /** The blok description the editor reads to open the right form. */
  'data-blok-c'?: string;
  /** `{story id}-{blok uid}`. */
  'data-blok-uid'?: string;
}

const PREFIX = '<!--#storyblok#';
const SUFFIX = '-->';

/**
 * Turns the `_editable` comment Storyblok adds to draft bloks into the data attributes its visual editor
 * needs to make the blok clickable. Returns no attributes for missing or malformed values.
 */
export function editableAttributes(editable: string | undefined): EditableAttributes {
  if (!editable?.startsWith(PREFIX) || !editable.endsWith(SUFFIX)) return {};
  try {
    const options: unknown = JSON.parse(editable.slice(PREFIX.length, -SUFFIX.length));
    if (!options || typeof options !== 'object') return {};
    const { id, uid } = options as { id?: unknown; uid?: unknown };
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof uid !== 'string') return {};
    return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${id}-${uid}` };
  } catch {
    return {};
  }
}
