import { LANGUAGES, resolveLanguage, type LanguageCode } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { ChevronDown, FlagIcon } from '../components/Icons';
import { useMenuButton } from '../components/use-menu-button';
import { changeLanguage } from '../i18n/i18n';

/** en / fr / es, each with its flag and code label; the choice is stored under `lang`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const menu = useMenuButton();
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentOption = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0];

  const choose = (code: LanguageCode) => {
    menu.close(true);
    if (code !== current) void changeLanguage(i18n, code);
  };

  return (
    <div className="lang-switcher" ref={menu.rootRef} data-testid="language-switcher">
      <button
        {...menu.buttonProps}
        className="lang-switcher__button"
        aria-label={t('language.current', { language: currentOption.label })}
        data-testid="language-button"
      >
        <FlagIcon code={currentOption.code} />
        <span className="lang-switcher__code">{currentOption.code.toUpperCase()}</span>
        <ChevronDown className="chevron" />
      </button>
      {menu.open && (
        <ul {...menu.menuProps} className="dropdown lang-switcher__menu" aria-label={t('language.choose')}>
          {LANGUAGES.map((option) => (
            <li key={option.code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.code === current}
                lang={option.code}
                className="dropdown__item lang-switcher__option"
                data-testid={`language-option-${option.code}`}
                onClick={() => choose(option.code)}
              >
                <FlagIcon code={option.code} />
                <span className="lang-switcher__code">{option.code.toUpperCase()}</span>
                <span className="lang-switcher__label">{option.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
