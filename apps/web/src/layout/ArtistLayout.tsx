import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { ChevronDown } from '../components/Icons';
import { NewReleaseButton } from '../pages/release-wizard/NewReleaseButton';
import { useSession } from '../session/use-session';
import { NotificationBell } from './NotificationBell';
import { lastHandle } from './route-handle';
import './console.css';

interface SidebarLink {
  readonly to: string;
  readonly key: string;
  readonly testId: string;
  readonly end?: boolean;
}

const ACCOUNT_LINKS: readonly SidebarLink[] = [
  { to: '/artist/dashboard', key: 'console.dashboard', testId: 'sidebar-dashboard' },
  { to: '/account/profile', key: 'console.profile', testId: 'sidebar-profile' },
  { to: '/account/myplan', key: 'console.myPlan', testId: 'sidebar-myplan' },
];

const WALLET_LINKS: readonly SidebarLink[] = [
  { to: '/artist/wallet', key: 'console.walletOverview', testId: 'sidebar-wallet', end: true },
  { to: '/artist/wallet/transactions', key: 'console.walletTransactions', testId: 'sidebar-wallet-transactions' },
];

const MORE_LINKS: readonly SidebarLink[] = [
  { to: '/account/log', key: 'console.activityLog', testId: 'sidebar-log' },
  { to: '/account/transactions', key: 'console.transactions', testId: 'sidebar-transactions' },
  { to: '/artist/releases', key: 'console.releases', testId: 'sidebar-releases' },
  { to: '/artist/earnings', key: 'console.earnings', testId: 'sidebar-earnings' },
  { to: '/artist/support', key: 'console.support', testId: 'sidebar-support' },
];

function isWalletPath(pathname: string): boolean {
  return pathname === '/artist/wallet' || pathname.startsWith('/artist/wallet/');
}

function SidebarLinks({ links }: { readonly links: readonly SidebarLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="sidebar__list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            className={({ isActive }) => `sidebar__link${isActive ? ' is-active' : ''}`}
            data-testid={link.testId}
          >
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The artist console: sidebar with a collapsible wallet group, and a header with the section title. */
export function ArtistLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const section = lastHandle(matches, 'section') ?? 'overview';
  const session = useSession();
  // The tip asks for an identity check: only while staff have not approved one.
  const showIdentityTip = session.profile !== null && session.profile.document_status !== 'approved';

  // Open by default; the user may collapse it, and it opens again on any wallet path.
  const [walletCollapsedOn, setWalletCollapsedOn] = useState<string | null>(null);
  const walletOpen = isWalletPath(pathname) || walletCollapsedOn !== pathname;
  const toggleWallet = () => setWalletCollapsedOn(walletOpen ? pathname : null);

  return (
    <div className="console container" data-testid="artist-layout">
      <aside className="console__sidebar">
        <nav className="sidebar" aria-label={t('console.sidebarLabel')} data-testid="artist-sidebar">
          <SidebarLinks links={ACCOUNT_LINKS} />
          <div className="sidebar__group" data-testid="wallet-group" data-open={walletOpen}>
            <button
              type="button"
              className="sidebar__group-toggle"
              aria-expanded={walletOpen}
              aria-controls="sidebar-wallet-group"
              onClick={toggleWallet}
              data-testid="wallet-group-toggle"
            >
              <span>{t('console.wallet')}</span>
              <ChevronDown className={`chevron${walletOpen ? ' is-open' : ''}`} />
            </button>
            <div id="sidebar-wallet-group" hidden={!walletOpen}>
              <SidebarLinks links={WALLET_LINKS} />
            </div>
          </div>
          <SidebarLinks links={MORE_LINKS} />
          <NewReleaseButton className="btn btn--primary btn--block sidebar__new" testId="sidebar-new-release" />
          {showIdentityTip && (
            <p className="sidebar__tip" data-testid="identity-tip">
              {t('console.tip')}
            </p>
          )}
        </nav>
      </aside>
      <div className="console__main">
        <header className="console__header">
          <p className="console__title" data-testid="console-title">
            {t(`console.sections.${section}`)}
          </p>
          <div className="console__header-actions">
            <NotificationBell />
            <Link to="/artist/releases" className="btn btn--ghost btn--sm" data-testid="console-releases">
              {t('console.myReleases')}
            </Link>
          </div>
        </header>
        <div className="console__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
