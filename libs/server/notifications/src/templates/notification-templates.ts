import { LanguageCode, resolveLanguage } from '@soundpost/contracts';

export interface NotificationContent {
  title: string;
  message: string;
  values?: Record<string, Record<string, string>>;
}

export type NotificationTranslations = { en: NotificationContent } & Partial<Record<Exclude<LanguageCode, 'en'>, NotificationContent>>;

export type NotificationTemplateSet = Readonly<Record<string, NotificationTranslations>>;

export interface RenderedNotification {
  title: string;
  message: string;
  language: LanguageCode;
}

const registry = new Map<string, NotificationTranslations>();
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const TITLE_MAX = 255;

export function registerNotificationTemplates<T extends NotificationTemplateSet>(templates: T): T {
  for (const [name, translations] of Object.entries(templates)) {
    const existing = registry.get(name);
    if (existing && existing !== translations) throw new Error(`Notification template "${name}" is registered twice`);
    registry.set(name, translations);
  }
  return templates;
}

export function registeredNotificationTemplates(): string[] {
  return [...registry.keys()];
}

export function renderNotification(template: string, language: string | null | undefined, params: Record<string, string> = {}): RenderedNotification {
  const translations = registry.get(template);
  if (!translations) throw new Error(`Unknown notification template "${template}" (not registered)`);
  const requested = resolveLanguage(language?.trim().toLowerCase().split(/[-_]/)[0]);
  const resolved: LanguageCode = translations[requested] ? requested : 'en';
  const content = translations[resolved] as NotificationContent;
  const fill = (source: string) =>
    source.replace(PLACEHOLDER, (_, key: string) => {
      const raw = params[key];
      if (raw === undefined || raw === null) throw new Error(`Notification template "${template}" needs the param "${key}"`);
      return content.values?.[key]?.[raw] ?? String(raw);
    });
  const title = fill(content.title).replace(/\s+/g, ' ').trim();
  return { title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title, message: fill(content.message).trim(), language: resolved };
}
