import { Injectable, Logger } from '@nestjs/common';
import { isStorableText } from '@soundpost/server-core/http';
import { garbageCollectingPassThrough, StorageService, StoredFile } from '@soundpost/server-core/storage';
import { parseStream } from 'music-metadata';

export interface AudioMetadata {
  /** Never more than the file's bytes can hold at the stream's bit rate, so a header that claims audio it lacks reads as short. */
  duration: number;
  codec: string | null;
  bitrate: number | null;
  channels: number;
  samplingRate: number;
  bitsPerSample: number | null;
}

/** Reads the STORED file as a stream (never a whole buffer), headers only; null when no sample rate or channel count can be read. */
@Injectable()
export class AudioMetadataReader {
  private readonly logger = new Logger('AudioMetadata');

  constructor(private readonly storage: StorageService) {}

  async read(file: StoredFile): Promise<AudioMetadata | null> {
    const opened = await this.storage.open(file.key);
    // Parsers read through the audio data, so a 500 MB WAV is read to its end (see young-garbage.ts in core storage).
    const source = opened.stream.pipe(garbageCollectingPassThrough());
    opened.stream.on('error', (error) => source.destroy(error));
    try {
      const { format } = await parseStream(source, { mimeType: file.contentType, size: file.size }, { skipCovers: true });
      const samplingRate = format.sampleRate;
      const channels = format.numberOfChannels;
      if (!isPositive(samplingRate) || !isPositive(channels)) return null;
      let duration = isPositive(format.duration) ? format.duration : 0;
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
