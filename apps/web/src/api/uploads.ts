import { ARTWORK_UPLOAD, type ReleaseChangedResponse, TRACK_AUDIO_UPLOAD, type TrackChangedResponse } from '@soundpost/contracts';
import { API_BASE } from '../constants';
import { API_ERROR_CODES, ApiRequestError, bearerToken, DOCUMENTS_NOT_APPROVED_EVENT, ROLE_FORBIDDEN_EVENT } from './client';

// XMLHttpRequest rather than fetch: only XHR reports upload progress, which the wizard shows per file.

export type ProgressListener = (percent: number) => void;

export interface TrackUploadFields {
  /** Defaults on the server to the file name without its extension. */
  readonly title?: string;
  /** Defaults on the server to the next number. */
  readonly track_number?: number;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function postMultipart<T>(path: string, form: FormData, onProgress?: ProgressListener, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = bearerToken('artist');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const error = new ApiRequestError(xhr.status, body);
      if (xhr.status === 403 && error.code === API_ERROR_CODES.documentsNotApproved) {
        window.dispatchEvent(new Event(DOCUMENTS_NOT_APPROVED_EVENT));
      }
      if (xhr.status === 403 && error.code === API_ERROR_CODES.roleForbidden) window.dispatchEvent(new Event(ROLE_FORBIDDEN_EVENT));
      reject(error);
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(0, undefined));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

/** The text fields go before the file: the server reads them while the audio streams in. */
export function uploadTrack(
  releaseId: string,
  file: File,
  fields: TrackUploadFields,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<TrackChangedResponse> {
  const form = new FormData();
  if (fields.title !== undefined && fields.title.trim() !== '') form.append('title', fields.title.trim());
  if (fields.track_number !== undefined) form.append('track_number', String(fields.track_number));
  form.append(TRACK_AUDIO_UPLOAD.fieldName, file);
  return postMultipart(`/artist/releases/${encodeURIComponent(releaseId)}/tracks`, form, onProgress, signal);
}

export function uploadArtwork(releaseId: string, file: File, onProgress?: ProgressListener, signal?: AbortSignal): Promise<ReleaseChangedResponse> {
  const form = new FormData();
  form.append(ARTWORK_UPLOAD.fieldName, file);
  return postMultipart(`/artist/releases/${encodeURIComponent(releaseId)}/artwork`, form, onProgress, signal);
}
