import type { AccountChoice } from '@soundpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../api/client';
import { ChevronDown } from '../components/Icons';
import { useMenuButton } from '../components/use-menu-button';
import { switchAccount, type CurrentAccount } from '../session/accounts';

export const DASHBOARD_PATH = '/artist/dashboard';

/**
 * The console header's account: its name and the person's role in it, and a menu of the other accounts they may act in.
 * Picking one trades the token for one scoped to that account and opens its dashboard. Hidden with only one account.
 */
export function AccountSwitcher({ account }: { readonly account: CurrentAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useMenuButton();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { accounts, current } = account;
  if (!current || accounts.length < 2) return null;

  const pick = async (choice: AccountChoice) => {
    menu.close(true);
    if (choice.current || busy) return;
    setBusy(true);
    setError(null);
    try {
      await switchAccount(choice.account_id);
      await navigate(DASHBOARD_PATH);
    } catch (caught) {
      setError(errorText(caught, t('team.switcher.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-switcher" ref={menu.rootRef} data-testid="account-switcher">
      <button
        {...menu.buttonProps}
        className="btn btn--ghost btn--sm account-switcher__button"
        aria-label={t('team.switcher.label', { name: current.name, role: t(`team.roles.${current.role}`) })}
        disabled={busy}
        data-testid="account-switcher-button"
      >
        <span className="account-switcher__name" data-testid="account-switcher-name">
          {current.name}
        </span>
        <span className="account-switcher__role" data-testid="account-switcher-role">
          {t(`team.roles.${current.role}`)}
        </span>
        <ChevronDown className="chevron" />
      </button>
      {menu.open && (
        <div className="dropdown account-switcher__panel" data-testid="account-switcher-menu">
          <ul {...menu.menuProps} aria-label={t('team.switcher.menu')}>
            {accounts.map((choice) => (
              <li key={choice.account_id} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={choice.current}
                  className="dropdown__item account-switcher__item"
                  data-testid="account-switcher-item"
                  onClick={() => void pick(choice)}
                >
                  <span>{choice.name}</span>
                  <span className="account-switcher__role">{t(`team.roles.${choice.role}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p className="account-switcher__error" role="alert" data-testid="account-switcher-error">
          {error}
        </p>
      )}
    </div>
  );
}
