import { ARTWORK_MESSAGES, ARTWORK_UPLOAD } from '@soundpost/contracts';

/**
 * Sides beyond this are refused as unreadable. No store takes artwork this large, and an image
 * whose header claims more is the classic decompression bomb: the server never decodes it (it
 * reads the header only), but whoever later would (a browser preview, a store's ingestion) must
 * not be handed it either.
 */
export const ARTWORK_MAX_SIDE_PX = 20_000;

/**
 * The artwork rules on the dimensions read from an image's header: null when they
 * pass, else the spec's message. At least 3000×3000; square within 2% of the shorter side.
 */
export function artworkDimensionsProblem(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return ARTWORK_MESSAGES.unreadable;
  if (width > ARTWORK_MAX_SIDE_PX || height > ARTWORK_MAX_SIDE_PX) return ARTWORK_MESSAGES.unreadable;
  if (width < ARTWORK_UPLOAD.minWidthPx || height < ARTWORK_UPLOAD.minHeightPx) return ARTWORK_MESSAGES.minResolution;
  if (Math.abs(width - height) > Math.min(width, height) * ARTWORK_UPLOAD.squareTolerance) return ARTWORK_MESSAGES.notSquare;
  return null;
}
