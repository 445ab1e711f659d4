import { LanguageCode, resolveLanguage } from '@soundpost/contracts';
import { MailContent, mailTemplate, MailTemplateName, MailTemplateParams } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  language: LanguageCode;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function resolveMailLanguage(language: string | null | undefined): LanguageCode {
  return resolveLanguage(language?.trim().toLowerCase().split(/[-_]/)[0]);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function renderMailTemplate<K extends MailTemplateName>(template: K, language: string | null | undefined, params: MailTemplateParams[K]): RenderedMail {
  const translations = mailTemplate(template);
  if (!translations) throw new Error(`Unknown mail template "${String(template)}" (not registered)`);
  const requested = resolveMailLanguage(language);
  const resolved: LanguageCode = translations[requested] ? requested : 'en';
  const content = translations[resolved] as MailContent;
  const values = params as unknown as Record<string, unknown>;
  const fill = (source: string, encode: (value: string) => string) =>
    source.replace(PLACEHOLDER, (_, key: string) => {
      const raw = values[key];
      if (raw === undefined || raw === null) throw new Error(`Mail template "${String(template)}" needs the param "${key}"`);
      const value = String(raw);
      return encode(content.values?.[key]?.[value] ?? value);
    });
  const subject = fill(content.subject, (v) => v).replace(/[\r\n]+/g, ' ').trim();
  const body = fill(content.html, (v) => escapeHtml(v).replace(/\r?\n/g, '<br>'));
  return { subject, text: fill(content.text, (v) => v), html: htmlLayout(resolved, subject, body), language: resolved };
}

function htmlLayout(language: LanguageCode, subject: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">${body}</div>` +
    `</body></html>`
  );
}
