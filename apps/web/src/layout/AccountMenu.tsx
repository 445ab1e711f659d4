import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDown } from '../components/Icons';
import { useMenuButton } from '../components/use-menu-button';
import { roleAllows, useCurrentAccount } from '../session/accounts';
import { useSession } from '../session/use-session';

const ACCOUNT_LINKS = [
  { to: '/artist/dashboard', key: 'account.dashboard', testId: 'account-link-dashboard' },
  { to: '/account/profile', key: 'account.profile', testId: 'account-link-profile' },
  { to: '/artist/wallet', key: 'account.wallet', testId: 'account-link-wallet', roles: 'moneyRead' },
  { to: '/account/myplan', key: 'account.myPlan', testId: 'account-link-myplan', roles: 'moneyRead' },
  { to: '/faq', key: 'account.help', testId: 'account-link-help' },
] as const;

/** The three session states: logged out, onboarding in progress, logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const menu = useMenuButton();
  // Only what the console already learnt: the public pages never ask for the accounts.
  const { role } = useCurrentAccount(session.artistToken, false);

  if (session.status === 'loggedOut') {
    return (
      <div className="account-menu" data-testid="account-menu" data-state="logged-out">
        <Link to="/login" className="btn btn--ghost" data-testid="login-link">
          {t('auth.login')}
        </Link>
        <Link to="/signup" className="btn btn--primary" data-testid="signup-link">
          {t('auth.signup')}
        </Link>
      </div>
    );
  }

  if (session.status === 'onboarding') {
    return (
      <div
        className="account-menu account-menu--onboarding"
        data-testid="account-menu"
        data-state="onboarding"
        role="group"
        aria-label={t('account.onboardingLabel')}
      >
        <Link to="/signup" className="btn btn--primary" data-testid="continue-verification">
          {t('account.continueVerification')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost"
          data-testid="cancel-onboarding"
          aria-label={t('account.cancelVerificationLabel')}
          onClick={session.clearOnboarding}
        >
          {t('account.cancelVerification')}
        </button>
      </div>
    );
  }

  return (
    <div className="account-menu" data-testid="account-menu" data-state="logged-in" ref={menu.rootRef}>
      <button
        {...menu.buttonProps}
        className="account-menu__button"
        aria-label={t('account.menuLabel', { name: session.displayName })}
        data-testid="account-button"
      >
        <span className="avatar" aria-hidden="true" data-testid="account-avatar">
          {session.avatar}
        </span>
        <span className="account-menu__label">{t('account.account')}</span>
        <ChevronDown className="chevron" />
      </button>
      {menu.open && (
        <div className="dropdown account-menu__panel" data-testid="account-dropdown">
          <div className="account-menu__identity">
            <span className="avatar avatar--lg" aria-hidden="true">
              {session.avatar}
            </span>
            <span className="account-menu__who">
              <span className="account-menu__name" data-testid="account-name">
                {session.displayName}
              </span>
              <span className="account-menu__email" data-testid="account-email">
                {session.email}
              </span>
            </span>
          </div>
          <ul {...menu.menuProps} className="account-menu__items" aria-label={t('account.account')}>
            {ACCOUNT_LINKS.filter((link) => !('roles' in link) || roleAllows(role, link.roles)).map((link) => (
              <li key={link.to} role="none">
                <Link
                  to={link.to}
                  role="menuitem"
                  className="dropdown__item"
                  data-testid={link.testId}
                  onClick={() => menu.close()}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li role="separator" className="dropdown__separator" />
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="dropdown__item dropdown__item--danger"
                data-testid="logout-button"
                onClick={() => {
                  menu.close();
                  void session.logout();
                }}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
