import { registerMailTemplates } from '@soundpost/server-core/mail';

interface StreamingReportParams {
  name: string;
  streams: string;
  change: string;
  top: string;
  movers: string;
  countries: string;
  url: string;
  unsubscribe_url: string;
}

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    /** The opt-in streaming report: yesterday's figures. */
    stats_daily_report: StreamingReportParams;
    /** The opt-in streaming report: the last seven days. */
    stats_weekly_report: StreamingReportParams;
  }
}

const body = (t: { hello: string; lead: string; top: string; movers: string; countries: string; more: string; why: string }) => ({
  text: `${t.hello}\n\n${t.lead}\n\n${t.top}\n{top}\n\n${t.movers}\n{movers}\n\n${t.countries} {countries}\n\n${t.more}\n{url}\n\n${t.why}\n{unsubscribe_url}`,
  html:
    `<p>${t.hello}</p><p>${t.lead}</p><p><strong>${t.top}</strong></p><p style="white-space:pre-line">{top}</p>` +
    `<p><strong>${t.movers}</strong></p><p style="white-space:pre-line">{movers}</p><p><strong>${t.countries}</strong> {countries}</p>` +
    `<p>${t.more}</p><p><a href="{url}">{url}</a></p><p style="color:#666;font-size:12px">${t.why}<br><a href="{unsubscribe_url}">{unsubscribe_url}</a></p>`,
});

const EN = { hello: 'Hello {name},', top: 'Top tracks:', movers: 'Biggest movers:', countries: 'New countries:', more: 'See every figure on your Statistics page:' };
const FR = { hello: 'Bonjour {name},', top: 'Meilleurs titres :', movers: 'Plus fortes progressions :', countries: 'Nouveaux pays :', more: 'Tous les chiffres sont sur votre page Statistiques :' };
const ES = { hello: 'Hola, {name}:', top: 'Temas más escuchados:', movers: 'Mayores subidas:', countries: 'Países nuevos:', more: 'Consulta todas las cifras en tu página de Estadísticas:' };

/** The streaming report's texts, registered with core's mail when this file loads; lists arrive as preformatted lines. */
export const STATS_MAIL_TEMPLATES = registerMailTemplates({
  stats_daily_report: {
    en: {
      subject: 'Your streams yesterday: {streams}',
      ...body({ ...EN, lead: 'Yesterday your music was streamed {streams} times ({change} on the day before).', why: 'You get this report every day because you asked for it. Stop it with one click:' }),
    },
    fr: {
      subject: 'Vos écoutes d’hier : {streams}',
      ...body({ ...FR, lead: 'Hier, votre musique a été écoutée {streams} fois ({change} par rapport à la veille).', why: 'Vous recevez ce rapport chaque jour parce que vous l’avez demandé. Arrêtez-le en un clic :' }),
    },
    es: {
      subject: 'Tus reproducciones de ayer: {streams}',
      ...body({ ...ES, lead: 'Ayer tu música se reprodujo {streams} veces ({change} respecto al día anterior).', why: 'Recibes este informe cada día porque lo pediste. Cancélalo con un clic:' }),
    },
  },
  stats_weekly_report: {
    en: {
      subject: 'Your streams last week: {streams}',
      ...body({ ...EN, lead: 'In the last seven days your music was streamed {streams} times ({change} on the week before).', why: 'You get this report every Monday because you asked for it. Stop it with one click:' }),
    },
    fr: {
      subject: 'Vos écoutes de la semaine : {streams}',
      ...body({ ...FR, lead: 'Ces sept derniers jours, votre musique a été écoutée {streams} fois ({change} par rapport à la semaine précédente).', why: 'Vous recevez ce rapport chaque lundi parce que vous l’avez demandé. Arrêtez-le en un clic :' }),
    },
    es: {
      subject: 'Tus reproducciones de la semana: {streams}',
      ...body({ ...ES, lead: 'En los últimos siete días tu música se reprodujo {streams} veces ({change} respecto a la semana anterior).', why: 'Recibes este informe cada lunes porque lo pediste. Cancélalo con un clic:' }),
    },
  },
});
