import { replyText } from './reply-text';

describe('replyText: what the writer added to an e-mail reply', () => {
  it('cuts the English "On … wrote:" history and the signature', () => {
    const body = [
      'Thanks, the new cover is uploaded.',
      'Can you check it?',
      '',
      '-- ',
      'Ada Lovelace',
      'Analytical Records',
      '',
      'On Mon, 1 Jun 2026 at 10:00, Soundpost Support <reply+17.abc.def@soundpost.local> wrote:',
      '> Hello Ada,',
      '> please upload a new cover.',
    ].join('\r\n');
    expect(replyText(body)).toBe('Thanks, the new cover is uploaded.\nCan you check it?');
  });

  it('cuts the French "Le … a écrit :" history, also folded over two lines, and "Envoyé de mon iPhone"', () => {
    const body = 'Merci, c’est corrigé.\n\nEnvoyé de mon iPhone\n\nLe lun. 1 juin 2026 à 10:00, Support Soundpost <\nreply+17.abc.def@soundpost.local> a écrit :\n> Bonjour,\n> merci de corriger le titre.';
    expect(replyText(body)).toBe('Merci, c’est corrigé.');
  });

  it('cuts the Spanish "El … escribió:" history and "Enviado desde mi iPhone"', () => {
    const body = 'Gracias, ya está.\n\nEnviado desde mi iPhone\n\nEl lun, 1 jun 2026 a las 10:00, Soporte Soundpost (<reply+17.abc.def@soundpost.local>) escribió:\n> Hola';
    expect(replyText(body)).toBe('Gracias, ya está.');
  });

  it('cuts history quoted without ">" (Outlook: a rule, then From / Sent)', () => {
    const body = 'Done, see attached.\n\n________________________________\nFrom: Soundpost Support <reply+17.abc.def@soundpost.local>\nSent: Monday, June 1, 2026 10:00\nTo: Ada\nSubject: Re: Cover\n\nHello Ada, please upload a new cover.';
    expect(replyText(body)).toBe('Done, see attached.');
  });

  it('keeps a message without history as written, and gives "" for history alone', () => {
    expect(replyText('Line one\n\nLine two, about my release')).toBe('Line one\n\nLine two, about my release');
    expect(replyText('On Mon, 1 Jun 2026, Support <s@x.y> wrote:\n> only quoted')).toBe('');
  });

  it('does not take a sentence of the message that starts like a header for one', () => {
    expect(replyText('On my release page the title is wrong.\nLe titre est faux.')).toBe('On my release page the title is wrong.\nLe titre est faux.');
  });
});
