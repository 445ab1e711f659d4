import { checkPasswordRules } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';

const RULES = ['minLength', 'letter', 'uppercase', 'digit', 'special', 'noWhitespace'] as const;

/** The sign-up password rules as a checklist, each ticked as the typed password meets it. */
export function PasswordRules({ id, password, testId }: { readonly id: string; readonly password: string; readonly testId: string }) {
  const { t } = useTranslation();
  const checks = checkPasswordRules(password);
  return (
    <ul className="checklist" id={id} aria-label={t('signup.passwordRules.title')} data-testid={testId}>
      {RULES.map((rule) => (
        <li key={rule} className={`checklist__item${checks[rule] ? ' is-met' : ''}`} data-met={checks[rule]}>
          {t(`signup.passwordRules.${rule}`)}
        </li>
      ))}
    </ul>
  );
}
