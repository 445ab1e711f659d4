import { formForProfile, type TaxFormResponse, type TaxOverviewResponse, type TaxProfileResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchTaxOverview } from '../../api/tax';
import { Alert } from '../../components/forms';
import { roleAllows, useCurrentAccount } from '../../session/accounts';
import { useSession } from '../../session/use-session';
import { TAX_FORM_COMPONENTS } from './TaxForms';
import { TaxProfileStep, TaxProfileSummary } from './TaxProfileStep';
import { TaxStandingBanner } from './TaxStandingBanner';
import { formatDay, formatRateBp } from './tax-format';
import { useTaxMessage } from './tax-messages';
import './tax.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; value: TaxOverviewResponse };

/**
 * /artist/wallet/tax: the standing (form on file, expiry, US withholding rate), then, for the owner and admins, the
 * tax profile and the form it calls for (W-9, W-8BEN or W-8BEN-E), and the history of replaced forms. Finance and
 * viewers read it only.
 */
export function TaxPage() {
  const { t } = useTranslation();
  const m = useTaxMessage();
  const session = useSession();
  const { role } = useCurrentAccount(session.artistToken, false);
  const canWrite = roleAllows(role, 'team');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<boolean | null>(null);
  const [editingProfile, setEditingProfile] = useState(false);
  const [profile, setProfile] = useState<TaxProfileResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTaxOverview(controller.signal).then(
      (value) => {
        setLoad({ kind: 'loaded', value });
        setProfile(value.profile);
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setLoad({ kind: 'error', text: errorText(error, t('tax.loadFailed')) });
      },
    );
    return () => controller.abort();
  }, [reload, t]);

  const overview = load.kind === 'loaded' ? load.value : null;
  // Without a valid form the form is open at once; with one, a button opens it (a new form replaces it).
  const open = editing ?? (overview ? overview.standing.status !== 'valid' : false);
  const start = useCallback(() => {
    setNotice(null);
    setEditing(true);
    setTimeout(() => document.getElementById('tax-steps')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 0);
  }, []);

  const submitted = () => {
    setNotice(t('tax.form.submitted'));
    setEditing(false);
    setEditingProfile(false);
    setReload((n) => n + 1);
  };

  const kind = profile ? formForProfile(profile) : null;
  const Form = kind ? TAX_FORM_COMPONENTS[kind] : null;
  const history = overview?.forms.filter((f) => f.status === 'superseded') ?? [];

  return (
    <section className="page tax" data-testid="tax-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('tax.title')}
        </h1>
      </header>
      <p className="tax__intro">{t('tax.intro')}</p>
      {notice && (
        <Alert tone="success" testId="tax-notice">
          {notice}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="tax-error">
          {m(load.text)}
        </Alert>
      )}
      {overview && (
        <TaxStandingBanner
          overview={overview}
          action={
            canWrite && !open ? (
              <button type="button" className="btn btn--primary btn--sm" onClick={start} data-testid="tax-standing-fix">
                {t(overview.standing.status === 'missing' ? 'tax.standing.fix' : 'tax.standing.renew')}
              </button>
            ) : (
              <></>
            )
          }
        />
      )}
      {overview && !canWrite && (
        <p className="form__text" data-testid="tax-read-only">
          {t('tax.readOnly')}
        </p>
      )}
      {overview && canWrite && !open && overview.standing.status === 'valid' && (
        <button type="button" className="btn btn--ghost tax__renew" onClick={start} data-testid="tax-new-form">
          {t('tax.standing.renew')}
        </button>
      )}
      {overview && canWrite && open && (
        <div className="tax__steps" id="tax-steps">
          {profile && !editingProfile ? (
            <TaxProfileSummary profile={profile} onChange={() => setEditingProfile(true)} />
          ) : (
            <TaxProfileStep
              profile={profile}
              onSaved={(saved) => {
                setProfile(saved);
                setEditingProfile(false);
              }}
            />
          )}
          {overview.current_form && <p className="form__text">{t('tax.form.newForm')}</p>}
          {profile && !editingProfile && Form && (
            <Form
              key={`${kind}-${profile.updated_at}`}
              profile={profile}
              onSubmitted={submitted}
              onCancel={overview.standing.status === 'valid' ? () => setEditing(false) : undefined}
            />
          )}
        </div>
      )}
      {overview && <FormHistory forms={history} />}
    </section>
  );
}

/** Replaced forms, read-only: which form, whose, the masked TIN, when signed and when replaced, the treaty rate. */
function FormHistory({ forms }: { readonly forms: readonly TaxFormResponse[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="tax__history" aria-labelledby="tax-history-title">
      <h2 className="wallet__subtitle" id="tax-history-title">
        {t('tax.history.title')}
      </h2>
      {forms.length === 0 ? (
        <p className="form__text" data-testid="tax-history-empty">
          {t('tax.history.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table table--cards" data-testid="tax-history-table">
            <thead>
              <tr>
                <th scope="col">{t('tax.history.columns.form')}</th>
                <th scope="col">{t('tax.history.columns.name')}</th>
                <th scope="col">{t('tax.history.columns.tin')}</th>
                <th scope="col">{t('tax.history.columns.signed')}</th>
                <th scope="col">{t('tax.history.columns.replaced')}</th>
                <th scope="col">{t('tax.history.columns.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {forms.map((f) => (
                <tr key={f.id} data-testid={`tax-history-row-${f.id}`}>
                  <td data-label={t('tax.history.columns.form')}>{t(`tax.forms.${f.form}`)}</td>
                  <td data-label={t('tax.history.columns.name')}>{f.payee_name}</td>
                  <td data-label={t('tax.history.columns.tin')} className="tax-standing__tin">
                    {f.tin_masked ?? f.foreign_tin_masked ?? '—'}
                  </td>
                  <td data-label={t('tax.history.columns.signed')}>{formatDay(f.signed_at, language)}</td>
                  <td data-label={t('tax.history.columns.replaced')}>{formatDay(f.superseded_at, language) || '—'}</td>
                  <td data-label={t('tax.history.columns.rate')}>{f.treaty_claim ? formatRateBp(f.treaty_claim.rate_bp, language) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
