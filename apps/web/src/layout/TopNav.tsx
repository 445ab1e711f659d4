import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoMark, MenuIcon } from '../components/Icons';
import { BRAND_NAME } from '../constants';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

export const NAV_LINKS = [
  { to: '/upload', key: 'nav.upload', id: 'upload' },
  { to: '/sell', key: 'nav.sell', id: 'sell' },
  { to: '/pricing', key: 'nav.pricing', id: 'pricing' },
  { to: '/resources', key: 'nav.resources', id: 'resources' },
  { to: '/faq', key: 'nav.faq', id: 'faq' },
] as const;

export function TopNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on, so it closes whenever the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="topbar" data-testid="topbar">
      <div className="topbar__inner container">
        <Link to="/" className="brand" aria-label={t('nav.home')} data-testid="brand-link">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{BRAND_NAME}</span>
        </Link>

        <button
          type="button"
          className="topbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          data-testid="nav-toggle"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon open={menuOpen} />
        </button>

        <div className={`topbar__collapse${menuOpen ? ' is-open' : ''}`} id="primary-navigation">
          <nav className="topnav" aria-label={t('nav.label')} data-testid="nav">
            <ul className="topnav__list">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => `topnav__link${isActive ? ' is-active' : ''}`}
                    data-testid={`nav-link-${link.id}`}
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="topbar__actions">
            <LanguageSwitcher />
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
