import { Injectable, Logger } from '@nestjs/common';
import { StorageService } from '@soundpost/server-core/storage';
import sharp from 'sharp';
import { readCoverBytes } from '../links/cover-bytes';

/** The page shows the cover at most 480 CSS pixels wide; one size serves every screen well enough for a link page. */
export const COVER_SIZE = 480;
const KEPT_COVERS = 200;

/**
 * The public page's small copy of a release's cover, made once with sharp and kept in memory by storage
 * key (a cover's key changes when the artist replaces it). A missing or corrupt file gives null: the page
 * falls back to its plain design, never an error.
 */
@Injectable()
export class LinkCoverService {
  private readonly logger = new Logger('LinkCover');
  private readonly kept = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly storage: StorageService) {}

  thumbnail(key: string): Promise<Buffer | null> {
    const known = this.kept.get(key);
    if (known) {
      // Most recently used last, so the oldest is the one evicted.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const made = this.make(key);
    this.kept.set(key, made);
    // A failure may be passing (storage unreachable): it is tried again a minute later.
    void made.then((cover) => {
      if (!cover) setTimeout(() => this.kept.get(key) === made && this.kept.delete(key), 60_000).unref();
    });
    if (this.kept.size > KEPT_COVERS) this.kept.delete(this.kept.keys().next().value as string);
    return made;
  }

  private async make(key: string): Promise<Buffer | null> {
    try {
      if (!(await this.storage.exists(key))) return null;
      const bytes = await readCoverBytes(this.storage, key);
      if (!bytes) return null;
      return await sharp(bytes, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(COVER_SIZE, COVER_SIZE, { fit: 'cover' })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
    } catch (error) {
      // Not an image libvips can read: the plain design. Nothing about the visitor is logged.
      this.logger.warn(`cover ${key} unusable: ${(error as Error).message}`);
      return null;
    }
  }
}
