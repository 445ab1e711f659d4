import { ARTWORK_UPLOAD, DOCUMENT_UPLOAD } from '../constants/uploads';
import { ARTWORK_MESSAGES } from '../messages/artwork.messages';
import { DOCUMENT_MESSAGES } from '../messages/document.messages';
import { invalid, valid, type ValidationResult } from './result';

export interface FileDescriptor {
  readonly name: string;
  readonly size: number;
  /** MIME type; browsers leave it empty for some files, so an empty type is not held against the file. */
  readonly type?: string;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function typeAllowed(file: FileDescriptor, extensions: readonly string[], mimeTypes: readonly string[]): boolean {
  if (!extensions.includes(fileExtension(file.name))) return false;
  const mime = (file.type ?? '').trim().toLowerCase();
  return mime === '' || mimeTypes.includes(mime);
}

export function isAllowedDocumentFile(file: FileDescriptor): boolean {
  return typeAllowed(file, DOCUMENT_UPLOAD.extensions, DOCUMENT_UPLOAD.mimeTypes);
}

export interface DocumentFileMessages {
  readonly required: string;
  readonly type: string;
  readonly size: string;
}

export function validateDocumentFile(
  file: FileDescriptor | null | undefined,
  messages: Partial<DocumentFileMessages> = {},
): ValidationResult<FileDescriptor> {
  const m: DocumentFileMessages = {
    required: DOCUMENT_MESSAGES.selectDocument,
    type: DOCUMENT_MESSAGES.invalidFileType,
    size: DOCUMENT_MESSAGES.maxFileSize,
    ...messages,
  };
  if (!file) return invalid(m.required);
  if (!isAllowedDocumentFile(file)) return invalid(m.type);
  if (file.size > DOCUMENT_UPLOAD.maxBytes) return invalid(m.size);
  return valid(file);
}

export function isAllowedArtworkFile(file: FileDescriptor): boolean {
  return typeAllowed(file, ARTWORK_UPLOAD.extensions, ARTWORK_UPLOAD.mimeTypes);
}

export function validateArtworkFile(file: FileDescriptor): ValidationResult<FileDescriptor> {
  if (!isAllowedArtworkFile(file)) return invalid(ARTWORK_MESSAGES.onlyJpgOrPng);
  if (file.size > ARTWORK_UPLOAD.maxBytes) return invalid(ARTWORK_MESSAGES.maxSize);
  return valid(file);
}

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** Squareness in integers (|w - h| × 50 ≤ shorter side) so every platform agrees; resolution first, as a small image must be replaced anyway. */
export function validateArtworkDimensions(width: number, height: number): ValidationResult<ImageDimensions> {
  const readable = [width, height].every((n) => Number.isSafeInteger(n) && n > 0);
  if (!readable) return invalid(ARTWORK_MESSAGES.unreadable);
  if (width < ARTWORK_UPLOAD.minWidthPx || height < ARTWORK_UPLOAD.minHeightPx) {
    return invalid(ARTWORK_MESSAGES.minResolution);
  }
  const toleranceDivisor = Math.round(1 / ARTWORK_UPLOAD.squareTolerance);
  if (Math.abs(width - height) * toleranceDivisor > Math.min(width, height)) return invalid(ARTWORK_MESSAGES.notSquare);
  return valid({ width, height });
}
