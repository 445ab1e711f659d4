import type { PromoKind } from '@soundpost/contracts';
import type { TextAlign } from './promo-text';

export interface PromoTextSizes {
  maxSize: number;
  minSize: number;
  maxLines: number;
}

export interface PromoLayout {
  cover: { left: number; top: number; size: number };
  /** The column the title, artist and line share; the block is centred in it vertically. */
  text: { left: number; top: number; width: number; height: number; align: TextAlign };
  title: PromoTextSizes;
  artist: PromoTextSizes;
  /** The line's pill: its font size at most and at least. */
  pill: { maxSize: number; minSize: number };
  gap: number;
}

/** Where things go on each kind (PROMO_SIZES): the cover above the text on tall ones, beside it on wide ones. */
export const PROMO_LAYOUTS: Readonly<Record<PromoKind, PromoLayout>> = {
  square: {
    cover: { left: 250, top: 70, size: 580 },
    text: { left: 80, top: 680, width: 920, height: 340, align: 'center' },
    title: { maxSize: 68, minSize: 30, maxLines: 2 },
    artist: { maxSize: 40, minSize: 24, maxLines: 1 },
    pill: { maxSize: 30, minSize: 20 },
    gap: 18,
  },
  story: {
    cover: { left: 120, top: 220, size: 840 },
    text: { left: 90, top: 1120, width: 900, height: 600, align: 'center' },
    title: { maxSize: 92, minSize: 40, maxLines: 3 },
    artist: { maxSize: 54, minSize: 28, maxLines: 2 },
    pill: { maxSize: 42, minSize: 26 },
    gap: 28,
  },
  landscape: {
    cover: { left: 60, top: 80, size: 470 },
    text: { left: 590, top: 60, width: 550, height: 510, align: 'left' },
    title: { maxSize: 64, minSize: 28, maxLines: 3 },
    artist: { maxSize: 38, minSize: 22, maxLines: 2 },
    pill: { maxSize: 28, minSize: 18 },
    gap: 18,
  },
  banner: {
    cover: { left: 60, top: 60, size: 380 },
    text: { left: 500, top: 50, width: 940, height: 400, align: 'left' },
    title: { maxSize: 76, minSize: 32, maxLines: 2 },
    artist: { maxSize: 42, minSize: 24, maxLines: 1 },
    pill: { maxSize: 30, minSize: 20 },
    gap: 18,
  },
};

/** The largest cover any layout shows: a cover is decoded once, at this size, for all four kinds. */
export const PROMO_COVER_MAX = Math.max(...Object.values(PROMO_LAYOUTS).map((l) => l.cover.size));
