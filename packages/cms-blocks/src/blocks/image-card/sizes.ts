/** Image card sizes an editor can pick. */
export const IMAGE_CARD_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
/** One of {@link IMAGE_CARD_SIZES}. */
export type ImageCardSize = (typeof IMAGE_CARD_SIZES)[number];

/** The card's minimum height in px on phones and on larger devices (SPEC §9 image card min heights). */
export const IMAGE_CARD_MIN_HEIGHT_PX = {
  SMALL: { mobile: 280, other: 420 },
  MEDIUM: { mobile: 350, other: 460 },
  LARGE: { mobile: 400, other: 500 },
} as const satisfies Record<ImageCardSize, { mobile: number; other: number }>;
