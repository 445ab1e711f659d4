import { Injectable, Logger } from '@nestjs/common';
import { isStorableText } from '@soundpost/server-core/http';
import { garbageCollectingPassThrough, StorageService, StoredFile } from '@soundpost/server-core/storage';
import { parseStream } from 'music-metadata';

/** What the stores need to know about a track's audio (the track's technical columns). */
export interface AudioMetadata {
  /**
   * Seconds of sound, to the millisecond: 0 when the headers name none. Never more than the file's
   * bytes can hold at the stream's bit rate, so a header that claims audio it lacks reads as short.
   */
  duration: number;
  /** e.g. 'PCM', 'FLAC', 'MPEG 1 Layer 3', 'MPEG-4/AAC'. */
  codec: string | null;
  /** kbps. */
  bitrate: number | null;
  channels: number;
  /** Hz. */
  samplingRate: number;
  /** Lossless audio's sample size; null for compressed formats. */
  bitsPerSample: number | null;
}

/**
 * Reads an uploaded track's technical details with music-metadata from the STORED file (a stream
 * of it, whichever the storage driver; never a buffer of the whole file). Only headers are
 * interpreted: a WAV's fmt and data chunks, a FLAC's STREAMINFO, MP3 frame headers (and a Xing/VBRI
 * header when there is one), an M4A's boxes. Answers null when the file looks like audio by its
 * first bytes but no sample rate or channel count can be read from it.
 */
@Injectable()
export class AudioMetadataReader {
  private readonly logger = new Logger('AudioMetadata');

  constructor(private readonly storage: StorageService) {}

  async read(file: StoredFile): Promise<AudioMetadata | null> {
    const opened = await this.storage.open(file.key);
    // Parsers skip over the audio data by reading through it: a 500 MB WAV is read to its end, so
    // the read collects its garbage as it goes (see young-garbage.ts in core storage).
    const source = opened.stream.pipe(garbageCollectingPassThrough());
    opened.stream.on('error', (error) => source.destroy(error));
    try {
      const { format } = await parseStream(source, { mimeType: file.contentType, size: file.size }, { skipCovers: true });
      const samplingRate = format.sampleRate;
      const channels = format.numberOfChannels;
      if (!isPositive(samplingRate) || !isPositive(channels)) return null;
      let duration = isPositive(format.duration) ? format.duration : 0;
      // The seconds the bytes can actually carry (a WAV header may claim data that is not there).
      if (isPositive(format.bitrate)) duration = Math.min(duration, (file.size * 8) / format.bitrate);
      return {
        duration: Math.round(duration * 1000) / 1000,
        codec: storableCodec(format.codec),
        bitrate: isPositive(format.bitrate) ? Math.round(format.bitrate / 1000) : null,
        channels: Math.round(channels),
        samplingRate: Math.round(samplingRate),
        bitsPerSample: isPositive(format.bitsPerSample) ? Math.round(format.bitsPerSample) : null,
      };
    } catch (error) {
      // A parse failure is the file's fault (truncated, corrupt, not what its first bytes promised).
      this.logger.debug?.(`Unreadable audio ${file.key}: ${String(error)}`);
      return null;
    } finally {
      // The parser may stop before the end: release the file (or the S3 connection) now.
      source.destroy();
      opened.stream.destroy();
    }
  }
}

// The file's own bytes may name the codec (an M4A's sample entry): text XML cannot carry is dropped.
function storableCodec(codec: string | undefined): string | null {
  const text = codec?.slice(0, 64);
  return text && isStorableText(text) ? text : null;
}

const isPositive = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
