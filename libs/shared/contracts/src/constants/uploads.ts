/**
 * Sizes are binary megabytes (2 MB = 2 × 1024 × 1024 bytes). The spec only says "MB"; the binary reading is the
 * more lenient one, so a file the user's OS shows as "2 MB" is never refused.
 */
const MB = 1024 * 1024;

export const DOCUMENT_UPLOAD = {
  maxBytes: 2 * MB,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  /** Multipart field name on POST /auth/upload-document and /artist/profile/document. */
  fieldName: 'document',
} as const;

export const ARTWORK_UPLOAD = {
  maxBytes: 35 * MB,
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  minWidthPx: 3000,
  minHeightPx: 3000,
  /** Allowed difference between width and height, as a fraction of the shorter side. */
  squareTolerance: 0.02,
  /** Multipart field name on POST /artist/releases/{id}/artwork. */
  fieldName: 'cover',
} as const;

/** Advertised audio formats; the track upload accepts any audio/* type. */
export const TRACK_AUDIO_UPLOAD = {
  advertisedFormats: ['WAV', 'FLAC', 'MP3', 'AAC'],
  fieldName: 'audio',
} as const;

/** Files on a support ticket's message or reply (issue 13): judged by content, kept private. */
export const TICKET_ATTACHMENT_UPLOAD = {
  maxBytes: 5 * MB,
  maxFiles: 3,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  /** Multipart field name, repeated once per file. */
  fieldName: 'attachments',
} as const;
