import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark, SocialIcon, type SocialNetwork } from '../components/Icons';
import { BRAND_NAME } from '../constants';
import { useSession } from '../session/use-session';
import './footer.css';

const COLUMNS = [
  {
    id: 'product',
    titleKey: 'footer.product',
    links: [
      { to: '/upload', key: 'footer.links.upload' },
      { to: '/sell', key: 'footer.links.sell' },
      { to: '/pricing', key: 'footer.links.pricing' },
      { to: '/partners', key: 'footer.links.partners' },
    ],
  },
  {
    id: 'resources',
    titleKey: 'footer.resources',
    links: [
      { to: '/resources', key: 'footer.links.guides' },
      { to: '/resources#market', key: 'footer.links.smartLinks' },
      { to: '/resources#analyze', key: 'footer.links.analytics' },
      { to: '/faqs', key: 'footer.links.helpCenter' },
      { to: '/resources#support', key: 'public.footer.support' },
    ],
  },
  {
    id: 'legal',
    titleKey: 'footer.legal',
    // The legal texts are pages of their own; takedowns are a help-centre article.
    links: [
      { to: '/terms', key: 'footer.links.terms' },
      { to: '/privacy', key: 'footer.links.privacy' },
      { to: '/cookies', key: 'footer.links.cookies' },
      { to: '/faqs#copyright', key: 'footer.links.copyright' },
    ],
  },
] as const;

const SOCIALS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
];

/** The shell's footer: columns, social links, a sign-up button for visitors, copyright and credit. */
export function Footer() {
  const { t } = useTranslation();
  const { status } = useSession();
  const year = new Date().getFullYear();

  return (
    <footer className="footer" data-testid="footer">
      <div className="container">
        {status === 'loggedOut' && (
          <section className="footer__cta" aria-labelledby="footer-cta-title">
            <div>
              <h2 id="footer-cta-title" className="footer__cta-title">
                {t('footer.ctaTitle')}
              </h2>
              <p className="footer__cta-text">{t('footer.ctaText')}</p>
            </div>
            <Link to="/signup" className="btn btn--primary btn--lg" data-testid="footer-signup">
              {t('footer.ctaButton')}
            </Link>
          </section>
        )}

        <div className="footer__grid">
          <div className="footer__about">
            <Link to="/" className="brand" aria-label={t('nav.home')}>
              <LogoMark className="brand__mark" />
              <span className="brand__name">{BRAND_NAME}</span>
            </Link>
            <p className="footer__tagline" data-testid="footer-tagline">
              {t('footer.tagline')}
            </p>
            <ul className="footer__social" aria-label={t('footer.social')} data-testid="footer-social">
              {SOCIALS.map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className="footer__social-link">
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          {COLUMNS.map((column) => (
            <nav key={column.id} className="footer__col" aria-labelledby={`footer-col-${column.id}`} data-testid={`footer-col-${column.id}`}>
              <h2 id={`footer-col-${column.id}`} className="footer__col-title">
                {t(column.titleKey)}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="footer__link">
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="footer__bottom">
          <p data-testid="copyright">{t('footer.copyright', { year, brand: BRAND_NAME })}</p>
          <p className="footer__credit" data-testid="credit">
            {t('footer.credit')}
          </p>
        </div>
      </div>
    </footer>
  );
}
