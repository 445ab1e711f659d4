/** Binary MB: the spec only says "MB", and the binary reading never refuses a file the OS shows as "2 MB". */
const MB = 1024 * 1024;

export const DOCUMENT_UPLOAD = {
  maxBytes: 2 * MB,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  fieldName: 'document',
} as const;

export const ARTWORK_UPLOAD = {
  maxBytes: 35 * MB,
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  minWidthPx: 3000,
  minHeightPx: 3000,
  squareTolerance: 0.02,
  fieldName: 'cover',
} as const;

/** Advertised audio formats; the track upload accepts any audio/* type. */
export const TRACK_AUDIO_UPLOAD = {
  advertisedFormats: ['WAV', 'FLAC', 'MP3', 'AAC'],
  fieldName: 'audio',
} as const;

export const TICKET_ATTACHMENT_UPLOAD = {
  maxBytes: 5 * MB,
  maxFiles: 3,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  fieldName: 'attachments',
} as const;
