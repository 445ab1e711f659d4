import { TAX_FIX_URL, type TaxOverviewResponse } from '@soundpost/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAbortError } from '../../api/client';
import { fetchTaxOverview } from '../../api/tax';
import { formatDay, formatRateBp } from './tax-format';
import { useTaxMessage } from './tax-messages';
import './tax.css';

const BADGE = { missing: 'error', valid: 'success', expiring: 'warning', expired: 'error' } as const;

/** Why US royalties lose what they lose: a W-9, a treaty claim, no claim, or no valid form. */
function basisKey(overview: TaxOverviewResponse): string {
  const { standing, current_form } = overview;
  if (standing.status === 'missing' || standing.status === 'expired') return 'tax.standing.basis.noForm';
  if (standing.form === 'w9') return 'tax.standing.basis.w9';
  return current_form?.treaty_claim ? 'tax.standing.basis.treaty' : 'tax.standing.basis.noTreaty';
}

interface TaxStandingBannerProps {
  /** The tax overview when the page already has it; without it the banner reads GET /artist/tax itself. */
  readonly overview?: TaxOverviewResponse;
  /**
   * A refusal the page received (a payout's 409 `tax_form_required`): its message is shown with the link to the tax
   * page, and nothing is read.
   */
  readonly blockedReason?: string;
  /** Replaces the link to the tax page (the tax page opens its own form instead). */
  readonly action?: ReactNode;
  readonly testId?: string;
}

/**
 * The account's tax standing: which form is on file (masked TIN), signed and expiring when, the withholding rate on
 * US royalties, and, when the form is missing, expiring or expired, the reason with a button to fix it. Never silent:
 * a payout blocked by tax shows why and where to fix it.
 */
export function TaxStandingBanner({ overview, blockedReason, action, testId = 'tax-standing' }: TaxStandingBannerProps) {
  const [loaded, setLoaded] = useState<TaxOverviewResponse | null>(null);
  const given = overview ?? null;

  useEffect(() => {
    if (given || blockedReason !== undefined) return undefined;
    const controller = new AbortController();
    fetchTaxOverview(controller.signal).then(
      (value) => setLoaded(value),
      (error: unknown) => {
        // The page around it says when its own load fails; a banner that cannot load stays out of the way.
        if (!isAbortError(error)) setLoaded(null);
      },
    );
    return () => controller.abort();
  }, [given, blockedReason]);

  if (blockedReason !== undefined) return <BlockedNotice reason={blockedReason} action={action} testId={testId} />;
  const current = given ?? loaded;
  return current ? <StandingCard overview={current} action={action} testId={testId} /> : null;
}

function FixLink({ renew }: { readonly renew: boolean }) {
  const { t } = useTranslation();
  return (
    <Link className="btn btn--primary btn--sm" to={TAX_FIX_URL} data-testid="tax-standing-fix">
      {t(renew ? 'tax.standing.renew' : 'tax.standing.fix')}
    </Link>
  );
}

function BlockedNotice({ reason, action, testId }: { readonly reason: string; readonly action?: ReactNode; readonly testId: string }) {
  const m = useTaxMessage();
  return (
    <div className="alert alert--error tax-standing__alert" role="alert" data-testid={testId}>
      <p className="tax-standing__reason" data-testid="tax-standing-reason">
        {m(reason)}
      </p>
      {action ?? <FixLink renew={false} />}
    </div>
  );
}

function StandingCard({ overview, action, testId }: { readonly overview: TaxOverviewResponse; readonly action?: ReactNode; readonly testId: string }) {
  const { t, i18n } = useTranslation();
  const m = useTaxMessage();
  const language = i18n.resolvedLanguage ?? 'en';
  const { standing, current_form: form } = overview;
  const problem = standing.status !== 'valid';
  const onFile = standing.status !== 'missing' && form;

  return (
    <section className={`card tax-standing tax-standing--${standing.status}`} aria-labelledby={`${testId}-title`} data-testid={testId} data-status={standing.status}>
      <header className="tax-standing__header">
        <h2 className="tax-standing__title" id={`${testId}-title`}>
          {t('tax.standing.title')}
        </h2>
        <span className="tax-standing__badges">
          <span className={`status-badge status-badge--${BADGE[standing.status]}`} data-testid="tax-standing-status">
            {t(`tax.standing.status.${standing.status}`)}
          </span>
          {!problem && action === undefined && (
            <Link className="btn btn--ghost btn--sm" to={TAX_FIX_URL} data-testid="tax-standing-details">
              {t('tax.standing.details')}
            </Link>
          )}
        </span>
      </header>
      <dl className="tax-standing__facts">
        <div>
          <dt>{t('tax.standing.form')}</dt>
          <dd data-testid="tax-standing-form">{onFile ? t(`tax.forms.${form.form}`) : t('tax.standing.none')}</dd>
        </div>
        {onFile && (
          <div>
            <dt>{t('tax.standing.name')}</dt>
            <dd data-testid="tax-standing-name">{form.payee_name}</dd>
          </div>
        )}
        {onFile && (form.tin_masked || form.foreign_tin_masked) && (
          <div>
            <dt>{t(form.tin_masked ? 'tax.standing.tin' : 'tax.standing.foreignTin')}</dt>
            <dd className="tax-standing__tin" data-testid="tax-standing-tin">
              {form.tin_masked ?? form.foreign_tin_masked}
            </dd>
          </div>
        )}
        {onFile && (
          <div>
            <dt>{t('tax.standing.signed')}</dt>
            <dd data-testid="tax-standing-signed">{formatDay(form.signed_at, language)}</dd>
          </div>
        )}
        {onFile && (
          <div>
            <dt>{t('tax.standing.expires')}</dt>
            <dd data-testid="tax-standing-expires">{form.expires_at ? formatDay(form.expires_at, language) : t('tax.standing.noExpiry')}</dd>
          </div>
        )}
        <div>
          <dt>{t('tax.standing.rate')}</dt>
          <dd>
            <strong data-testid="tax-standing-rate">{formatRateBp(standing.us_withholding_rate_bp, language)}</strong>{' '}
            <span className="tax-standing__basis" data-testid="tax-standing-basis">
              {t(basisKey(overview))}
            </span>
          </dd>
        </div>
      </dl>
      {problem && (
        <div className={`alert ${standing.status === 'expiring' ? 'alert--info' : 'alert--error'} tax-standing__alert`} role={standing.status === 'expiring' ? 'status' : 'alert'}>
          <p className="tax-standing__reason" data-testid="tax-standing-reason">
            {m(standing.reason)}
            {standing.status === 'expiring' && standing.expires_at && <> {t('tax.standing.expiresOn', { date: formatDay(standing.expires_at, language) })}</>}
          </p>
          {action ?? <FixLink renew={standing.status !== 'missing'} />}
        </div>
      )}
    </section>
  );
}
