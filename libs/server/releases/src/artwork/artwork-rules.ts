import { ARTWORK_MESSAGES, ARTWORK_UPLOAD } from '@soundpost/contracts';

/** Larger is the classic decompression bomb: never decoded here, and never handed to whoever would (a preview, a store). */
export const ARTWORK_MAX_SIDE_PX = 20_000;

export function artworkDimensionsProblem(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) return ARTWORK_MESSAGES.unreadable;
  if (width > ARTWORK_MAX_SIDE_PX || height > ARTWORK_MAX_SIDE_PX) return ARTWORK_MESSAGES.unreadable;
  if (width < ARTWORK_UPLOAD.minWidthPx || height < ARTWORK_UPLOAD.minHeightPx) return ARTWORK_MESSAGES.minResolution;
  if (Math.abs(width - height) > Math.min(width, height) * ARTWORK_UPLOAD.squareTolerance) return ARTWORK_MESSAGES.notSquare;
  return null;
}
