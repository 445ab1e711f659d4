import { ADMIN_MESSAGES, type LanguageBackupResponse, type LanguageFileSummaryResponse } from '@soundpost/contracts';
import { fetchUtils } from 'react-admin';
import { ADMIN_API_URL, toHttpError } from '../providers/data-provider';
import { getAdminToken } from '../providers/token-storage';

export type LanguagePayload = Record<string, unknown>;

export interface I18nApi {
  listFiles(): Promise<LanguageFileSummaryResponse[]>;
  getFile(lang: string): Promise<LanguagePayload>;
  save(lang: string, payload: LanguagePayload): Promise<string>;
  publish(lang: string): Promise<{ url: string; message: string }>;
  listBackups(lang: string): Promise<LanguageBackupResponse[]>;
  restore(file: string): Promise<string>;
  upload(lang: string, file: File): Promise<string>;
  create(lang: string): Promise<{ lang: string; message: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

type Json = Record<string, unknown>;
type I18nRequest = (url: string, options: fetchUtils.Options, fallback: string) => Promise<Json>;

/** fetchJson with the admin bearer token; a failure carries the server's message, else its own, else `fallback`. */
export const createI18nRequest =
  (getToken: () => string | null = getAdminToken): I18nRequest =>
  async (url, options, fallback) => {
    const headers = new Headers(options.headers ?? undefined);
    headers.set('Accept', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      const { json } = await fetchUtils.fetchJson(url, { ...options, headers });
      return isRecord(json) ? json : {};
    } catch (error) {
      throw toHttpError(error, fallback);
    }
  };

/**
 * The language file editor's calls. Each failure falls back to the spec's text for that call;
 * success texts are the server's `message`, else the spec's own.
 */
export const createI18nApi = (apiUrl: string = ADMIN_API_URL, request: I18nRequest = createI18nRequest()): I18nApi => {
  const base = `${apiUrl}/i18n`;
  const get = (path: string, fallback: string) => request(`${base}/${path}`, {}, fallback);
  const post = (path: string, body: unknown, fallback: string) =>
    request(`${base}/${path}`, { method: 'POST', body: JSON.stringify(body) }, fallback);
  return {
    async listFiles() {
      const json = await get('files', ADMIN_MESSAGES.loadFilesFailed);
      return Array.isArray(json['files']) ? (json['files'].filter(isRecord) as unknown as LanguageFileSummaryResponse[]) : [];
    },
    async getFile(lang) {
      const json = await get(encodeURIComponent(lang), ADMIN_MESSAGES.loadLanguageFileFailed);
      return isRecord(json['payload']) ? json['payload'] : {};
    },
    async save(lang, payload) {
      return text((await post('save', { lang, payload }, ADMIN_MESSAGES.saveLanguageFailed))['message'], ADMIN_MESSAGES.savedSuccessfully);
    },
    async publish(lang) {
      const json = await post('publish', { lang }, ADMIN_MESSAGES.publishFailed);
      return { url: text(json['url'], `/api/i18n/${lang}`), message: text(json['message'], 'Published successfully') };
    },
    async listBackups(lang) {
      const json = await get(`backups/${encodeURIComponent(lang)}`, ADMIN_MESSAGES.loadBackupsFailed);
      return Array.isArray(json['backups']) ? (json['backups'].filter(isRecord) as unknown as LanguageBackupResponse[]) : [];
    },
    async restore(file) {
      return text((await post('restore', { file }, ADMIN_MESSAGES.restoreBackupFailed))['message'], ADMIN_MESSAGES.restoredSuccessfully);
    },
    async upload(lang, file) {
      const form = new FormData();
      form.append('lang', lang);
      form.append('file', file, file.name);
      const json = await request(`${base}/upload`, { method: 'POST', body: form }, ADMIN_MESSAGES.uploadFailed);
      return text(json['message'], ADMIN_MESSAGES.uploadedSuccessfully);
    },
    async create(lang) {
      const json = await post('files', { lang }, ADMIN_MESSAGES.createLanguageFileFailed);
      return { lang: text(json['lang'], lang), message: text(json['message'], 'Language file created') };
    },
  };
};
