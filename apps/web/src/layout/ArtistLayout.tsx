import type { RoleGroup } from '@soundpost/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { ChevronDown, MenuIcon } from '../components/Icons';
import { ChatLauncher } from '../chat/ChatLauncher';
import { StepUpDialog } from '../session/StepUpDialog';
import { NewReleaseButton } from '../pages/release-wizard/NewReleaseButton';
import { roleAllows, useCurrentAccount } from '../session/accounts';
import { useSession } from '../session/use-session';
import { AccountSwitcher } from './AccountSwitcher';
import { NotificationBell } from './NotificationBell';
import { lastHandle } from './route-handle';
import './console.css';

interface SidebarLink {
  readonly to: string;
  readonly key: string;
  readonly testId: string;
  readonly end?: boolean;
  /** Which member roles see the link (the owner sees every one); the same group as the page's route. */
  readonly roles: RoleGroup;
}

const ACCOUNT_LINKS: readonly SidebarLink[] = [
  { to: '/artist/dashboard', key: 'console.dashboard', testId: 'sidebar-dashboard', roles: 'read' },
  { to: '/account/profile', key: 'console.profile', testId: 'sidebar-profile', roles: 'read' },
  { to: '/account/myplan', key: 'console.myPlan', testId: 'sidebar-myplan', roles: 'moneyRead' },
  { to: '/artist/team', key: 'console.team', testId: 'sidebar-team', roles: 'read' },
];

const WALLET_LINKS: readonly SidebarLink[] = [
  { to: '/artist/wallet', key: 'console.walletOverview', testId: 'sidebar-wallet', end: true, roles: 'moneyRead' },
  { to: '/artist/wallet/transactions', key: 'console.walletTransactions', testId: 'sidebar-wallet-transactions', roles: 'moneyRead' },
  { to: '/artist/wallet/tax', key: 'console.walletTax', testId: 'sidebar-wallet-tax', roles: 'moneyRead' },
];

const MORE_LINKS: readonly SidebarLink[] = [
  { to: '/account/log', key: 'console.activityLog', testId: 'sidebar-log', roles: 'read' },
  { to: '/account/transactions', key: 'console.transactions', testId: 'sidebar-transactions', roles: 'moneyRead' },
  { to: '/artist/releases', key: 'console.releases', testId: 'sidebar-releases', roles: 'read' },
  { to: '/artist/stats', key: 'console.stats', testId: 'sidebar-stats', roles: 'read' },
  { to: '/artist/links', key: 'console.links', testId: 'sidebar-links', roles: 'read' },
  { to: '/artist/earnings', key: 'console.earnings', testId: 'sidebar-earnings', roles: 'moneyRead' },
  { to: '/artist/label-reports', key: 'console.labelReports', testId: 'sidebar-label-reports', roles: 'moneyRead' },
  { to: '/artist/support', key: 'console.support', testId: 'sidebar-support', roles: 'read' },
];

function isWalletPath(pathname: string): boolean {
  return pathname === '/artist/wallet' || pathname.startsWith('/artist/wallet/');
}

function SidebarLinks({ links }: { readonly links: readonly SidebarLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
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

/**
 * The artist console: sidebar with a collapsible wallet group, and a header with the section title.
 * Below 900 px the sidebar is a drawer opened from the header's menu button, so the page starts at once.
 */
export function ArtistLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const section = lastHandle(matches, 'section') ?? 'overview';
  const session = useSession();
  const account = useCurrentAccount(session.artistToken);
  const allowed = (link: SidebarLink) => roleAllows(account.role, link.roles);
  const pageRoles = lastHandle(matches, 'roles');
  const forbidden = !roleAllows(account.role, pageRoles);
  const walletLinks = WALLET_LINKS.filter(allowed);
  // The tip asks for an identity check: only while staff have not approved one.
  const showIdentityTip = session.profile !== null && session.profile.document_status !== 'approved';

  // Open by default; the user may collapse it, and it opens again on any wallet path.
  const [walletCollapsedOn, setWalletCollapsedOn] = useState<string | null>(null);
  const walletOpen = isWalletPath(pathname) || walletCollapsedOn !== pathname;
  const toggleWallet = () => setWalletCollapsedOn(walletOpen ? pathname : null);

  // Open for the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const closeMenu = () => {
    setMenuOpenOn(null);
    menuButton.current?.focus();
  };

  useEffect(() => {
    if (!menuOpen) return undefined;
    sidebar.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`console container${menuOpen ? ' is-menu-open' : ''}`} data-testid="artist-layout">
      {menuOpen && <div className="console__backdrop" onClick={closeMenu} data-testid="console-menu-backdrop" />}
      <aside className="console__sidebar" id="artist-menu" data-open={menuOpen}>
        <nav className="sidebar" aria-label={t('console.sidebarLabel')} data-testid="artist-sidebar" ref={sidebar}>
          <button type="button" className="sidebar__close icon-btn" aria-label={t('nav.closeMenu')} onClick={closeMenu} data-testid="console-menu-close">
            <MenuIcon open />
          </button>
          <SidebarLinks links={ACCOUNT_LINKS.filter(allowed)} />
          {walletLinks.length > 0 && (
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
                <SidebarLinks links={walletLinks} />
              </div>
            </div>
          )}
          <SidebarLinks links={MORE_LINKS.filter(allowed)} />
          {roleAllows(account.role, 'catalogue') && <NewReleaseButton className="btn btn--primary btn--block sidebar__new" testId="sidebar-new-release" />}
          {showIdentityTip && (
            <p className="sidebar__tip" data-testid="identity-tip">
              {t('console.tip')}
            </p>
          )}
        </nav>
      </aside>
      <div className="console__main">
        <header className="console__header">
          <button
            type="button"
            ref={menuButton}
            className="console__menu-button btn btn--ghost btn--sm"
            aria-expanded={menuOpen}
            aria-controls="artist-menu"
            onClick={() => (menuOpen ? closeMenu() : setMenuOpenOn(pathname))}
            data-testid="console-menu-button"
          >
            <MenuIcon open={menuOpen} />
            <span>{t('console.menu')}</span>
          </button>
          <p className="console__title" data-testid="console-title">
            {t(`console.sections.${section}`)}
          </p>
          <div className="console__header-actions">
            <AccountSwitcher account={account} />
            <NotificationBell />
            <Link to="/artist/releases" className="btn btn--ghost btn--sm" data-testid="console-releases">
              {t('console.myReleases')}
            </Link>
          </div>
        </header>
        {/* Keyed by the token: after an account switch every page reads its account again. */}
        <div className="console__content" key={session.artistToken ?? ''}>
          {forbidden ? (
            <div className="page" data-testid="role-forbidden">
              <div className="alert alert--error" role="alert">
                {t('msg.access.roleForbidden')}
              </div>
              <p>
                <Link to="/artist/dashboard" data-testid="role-forbidden-dashboard">
                  {t('team.backToDashboard')}
                </Link>
              </p>
            </div>
          ) : (
            <Outlet />
          )}
        </div>
        {/* The live chat on every artist page, for those who may write (its API wants approved documents). */}
        {roleAllows(account.role, 'catalogue') && session.profile?.document_status === 'approved' && <ChatLauncher key={`chat-${session.artistToken ?? ''}`} />}
        <StepUpDialog />
      </div>
    </div>
  );
}
