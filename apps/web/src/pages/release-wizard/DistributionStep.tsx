import {
  PLAN_UPGRADE_PATH,
  PRICE_TIERS,
  RELEASE_MESSAGES,
  RELEASE_MISSING_ITEMS,
  type StoreResponse,
  TERRITORIES,
  TERRITORY_MODES,
  TIME_ZONES,
} from '@soundpost/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { fetchDistribution, fetchStores, saveDistribution } from '../../api/releases';
import { Alert, describedBy, Field } from '../../components/forms';
import { distributionErrors, distributionFrom, distributionPayload, type DistributionValues } from './distribution-form';
import type { StepProps } from './step-props';
import { useWizardMessage } from './wizard-messages';
import { territoryName } from './wizard-steps';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; stores: StoreResponse[] };
type DistributionField = 'release_date' | 'release_time' | 'timezone' | 'territories' | 'store_ids' | 'price_tier' | 'territory_mode';

/** A store name that may wrap after a slash ("Instagram/<wbr>Facebook") instead of inside a word. */
function breakableName(name: string): ReactNode[] {
  return name.split('/').flatMap((part, i) => (i === 0 ? [part] : ['/', <wbr key={i} />, part]));
}

const STORE_LIMIT_CODE = 'store_limit_exceeded';

/** "Your plan includes up to 18 stores." and the upgrade link, in the artist's language. */
export function StoreLimitNote({ limit }: { readonly limit: number }) {
  const { t } = useTranslation();
  return (
    <span data-testid="store-limit-note">
      {t('wizard.distribution.storeLimit', { count: limit })}{' '}
      <Link to={PLAN_UPGRADE_PATH} data-testid="store-limit-upgrade">
        {t('wizard.distribution.upgradeForMore')}
      </Link>
    </span>
  );
}

/** The release's missing list after a save, so the step ticks follow what was saved. */
function missingAfterSave(missing: readonly string[] | undefined, saved: { release_date: string | null; store_ids: readonly string[] }): string[] {
  const rest = (missing ?? []).filter((item) => item !== RELEASE_MISSING_ITEMS.store && item !== RELEASE_MISSING_ITEMS.releaseDate);
  return [...rest, ...(saved.release_date ? [] : [RELEASE_MISSING_ITEMS.releaseDate]), ...(saved.store_ids.length ? [] : [RELEASE_MISSING_ITEMS.store])];
}

/** Step 4: date, time and zone, territories, stores (up to the plan's allowance), Content ID and price tier. */
export function DistributionStep({ release, onRelease, goTo, notify }: StepProps) {
  const { t, i18n } = useTranslation();
  const wm = useWizardMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [values, setValues] = useState<DistributionValues>(() => distributionFrom(null, release));
  const [errors, setErrors] = useState<Partial<Record<DistributionField, string>>>({});
  const [busy, setBusy] = useState(false);
  // Shown when the artist asked for more stores than the plan allows (here or from the server).
  const [limitHit, setLimitHit] = useState(false);
  const releaseId = release.release_id || release.id;
  const language = i18n.resolvedLanguage ?? 'en';
  const storeLimit = release.limits?.store_limit ?? null;

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchDistribution(releaseId, controller.signal), fetchStores(controller.signal)]).then(
      ([answer, stores]) => {
        setValues(distributionFrom(answer?.settings, release));
        setLoad({ kind: 'loaded', stores });
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, RELEASE_MESSAGES.loadDistributionFailed) });
      },
    );
    return () => controller.abort();
    // Loaded once per visit of the step; later release updates come from this step itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [releaseId]);

  const update = (patch: Partial<DistributionValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as DistributionField];
      return next;
    });
  };

  const toggle = (list: readonly string[], value: string, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

  const save = async (next: boolean) => {
    const found = distributionErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    notify(null);
    try {
      const payload = distributionPayload(values);
      const answer = await saveDistribution(releaseId, payload);
      const saved = answer?.settings ?? payload;
      onRelease({ ...release, release_date: saved.release_date, release_time: saved.release_time, timezone: saved.timezone, missing: missingAfterSave(release.missing, saved) });
      notify({ tone: 'success', text: answer?.message || RELEASE_MESSAGES.distributionSaved });
      if (next) await goTo('preview');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === STORE_LIMIT_CODE && storeLimit !== null) {
        // The allowance and the upgrade link, translated, instead of the server's English sentence.
        setLimitHit(true);
        notify({ tone: 'error', text: `${t('wizard.distribution.storeLimit', { count: storeLimit })} ${t('wizard.distribution.upgradeForMore')}` });
        return;
      }
      if (error instanceof ApiRequestError) {
        const fieldErrors: Partial<Record<DistributionField, string>> = {};
        for (const [key, messages] of Object.entries(error.errors)) fieldErrors[key.split('.')[0] as DistributionField] = messages[0];
        setErrors(fieldErrors);
      }
      notify({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.saveDistributionFailed) });
    } finally {
      setBusy(false);
    }
  };

  if (load.kind === 'loading') {
    return (
      <p className="loading-text" role="status" data-testid="distribution-loading">
        {t('forms.loading')}
      </p>
    );
  }
  if (load.kind === 'error') {
    return (
      <Alert tone="error" testId="distribution-load-error">
        {wm(load.text)}
      </Alert>
    );
  }

  const err = (field: DistributionField) => (errors[field] ? wm(errors[field]) : undefined);
  const hasDate = values.release_date !== '';
  const stores = load.stores;
  const territoryCodes = [...TERRITORIES, ...values.territories.filter((code) => !(TERRITORIES as readonly string[]).includes(code))];
  const noStore = values.store_ids.length === 0;
  const setStores = (ids: readonly string[]) => {
    const over = storeLimit !== null && ids.length > storeLimit;
    setLimitHit(over);
    // Stores come in rank order, so a capped "select all" keeps the most listened to.
    update({ store_ids: over ? ids.slice(0, storeLimit) : ids });
  };
  const toggleStore = (id: string, on: boolean) => {
    if (on && storeLimit !== null && values.store_ids.length >= storeLimit) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    update({ store_ids: toggle(values.store_ids, id, on) });
  };

  return (
    <form
      className="form wizard-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!noStore && !busy) void save(true);
      }}
      data-testid="distribution-form"
    >
      <div className="form__grid">
        <Field id="dist-release_date" label={t('wizard.distribution.releaseDate')} error={err('release_date')}>
          <input
            id="dist-release_date"
            type="date"
            className="input"
            value={values.release_date}
            onChange={(event) => update({ release_date: event.target.value })}
            data-testid="dist-release_date"
            {...describedBy('dist-release_date', err('release_date'))}
          />
        </Field>
        <div />
        <Field
          id="dist-release_time"
          label={t('wizard.distribution.releaseTime')}
          error={err('release_time')}
          optional
          hint={hasDate ? undefined : t('wizard.distribution.needsDate')}
        >
          <input
            id="dist-release_time"
            type="time"
            className="input"
            value={values.release_time}
            disabled={!hasDate}
            onChange={(event) => update({ release_time: event.target.value })}
            data-testid="dist-release_time"
            {...describedBy('dist-release_time', err('release_time'), hasDate ? undefined : 'dist-release_time-hint')}
          />
        </Field>
        <Field id="dist-timezone" label={t('wizard.distribution.timezone')} error={err('timezone')}>
          <select
            id="dist-timezone"
            className="input"
            value={values.timezone}
            disabled={!hasDate}
            onChange={(event) => update({ timezone: event.target.value })}
            data-testid="dist-timezone"
            {...describedBy('dist-timezone', err('timezone'))}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset className="wizard-fieldset" data-testid="dist-territories">
        <legend className="form__legend">{t('wizard.distribution.territories')}</legend>
        <div className="wizard-radios" role="radiogroup" aria-label={t('wizard.distribution.territoryMode')}>
          {TERRITORY_MODES.map((mode) => (
            <label key={mode} className="check">
              <input
                type="radio"
                name="territory_mode"
                value={mode}
                checked={values.territory_mode === mode}
                onChange={() => update({ territory_mode: mode })}
                data-testid={`dist-mode-${mode}`}
              />
              <span>{t(`wizard.distribution.modes.${mode}`)}</span>
            </label>
          ))}
        </div>
        {values.territory_mode !== 'worldwide' && (
          <div className="wizard-checks" data-testid="dist-territory-list">
            {territoryCodes.map((code) => (
              <label key={code} className="check">
                <input
                  type="checkbox"
                  checked={values.territories.includes(code)}
                  onChange={(event) => update({ territories: toggle(values.territories, code, event.target.checked) })}
                  data-testid={`dist-territory-${code}`}
                />
                <span>{territoryName(code, language)}</span>
              </label>
            ))}
          </div>
        )}
        {err('territories') && (
          <p className="field__error" role="alert" data-testid="dist-territories-error">
            {err('territories')}
          </p>
        )}
      </fieldset>

      <fieldset className="wizard-fieldset" data-testid="dist-stores">
        <legend className="form__legend">{t('wizard.distribution.stores')}</legend>
        <div className="wizard__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStores(stores.map((s) => s.id))} data-testid="dist-stores-all">
            {t('wizard.distribution.selectAll')}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStores([])} data-testid="dist-stores-none">
            {t('wizard.distribution.selectNone')}
          </button>
          <span className="wizard-muted" aria-live="polite" data-testid="dist-stores-count">
            {t('wizard.distribution.storesSelected', { selected: values.store_ids.length, total: stores.length })}
          </span>
        </div>
        <p className="field__hint" data-testid="dist-store-allowance">
          {storeLimit === null ? t('wizard.distribution.allStores') : <StoreLimitNote limit={storeLimit} />}
        </p>
        {limitHit && storeLimit !== null && (
          <p className="field__error" role="alert" data-testid="dist-store-limit-error">
            <StoreLimitNote limit={storeLimit} />
          </p>
        )}
        <div className="wizard-stores">
          {stores.map((store) => {
            const checked = values.store_ids.includes(store.id);
            return (
              <label key={store.id} className={`wizard-store${checked ? ' is-checked' : ''}`} data-testid={`dist-store-${store.id}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggleStore(store.id, event.target.checked)}
                  data-testid={`dist-store-check-${store.id}`}
                />
                {/* Loaded eagerly: lazy loading left the marks below the fold blank (see PartnersPage). */}
                <img className="wizard-store__logo" src={store.logo_url} alt="" width={40} height={40} decoding="async" />
                <span className="wizard-store__name">{breakableName(store.name)}</span>
                <span className="wizard-store__tags">
                  {Number(store.is_regional) === 1 && <span className="badge">{t('wizard.distribution.regional')}</span>}
                  {Number(store.supports_timed_release) === 1 && <span className="badge">{t('wizard.distribution.timed')}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {err('store_ids') && (
          <p className="field__error" role="alert">
            {err('store_ids')}
          </p>
        )}
      </fieldset>

      <div className="form__grid">
        <label className="check wizard-check-wide">
          <input
            type="checkbox"
            checked={values.content_id_opt_in}
            onChange={(event) => update({ content_id_opt_in: event.target.checked })}
            data-testid="dist-content-id"
          />
          <span>
            {t('wizard.distribution.contentId')}
            <span className="field__hint wizard-block">{t('wizard.distribution.contentIdHint')}</span>
          </span>
        </label>
        <Field id="dist-price_tier" label={t('wizard.distribution.priceTier')} error={err('price_tier')}>
          <select
            id="dist-price_tier"
            className="input"
            value={values.price_tier}
            onChange={(event) => update({ price_tier: event.target.value as DistributionValues['price_tier'] })}
            data-testid="dist-price_tier"
          >
            {PRICE_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t(`wizard.distribution.tiers.${tier}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <div className="wizard__actions wizard__actions--end">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void save(false)} data-testid="dist-save">
          {t('wizard.save')}
        </button>
        <span className="wizard-tooltip" title={noStore ? wm(RELEASE_MESSAGES.storeRequired) : undefined}>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || noStore}
            aria-describedby={noStore ? 'dist-store-required' : undefined}
            data-testid="dist-next"
          >
            {busy ? t('forms.saving') : t('wizard.distribution.next')}
          </button>
        </span>
      </div>
      {noStore && (
        <p className="field__hint wizard__missing" id="dist-store-required" data-testid="dist-store-required">
          {wm(RELEASE_MESSAGES.storeRequired)}
        </p>
      )}
    </form>
  );
}
