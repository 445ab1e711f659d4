import {
  LINK_LIMITS,
  LINK_MESSAGES,
  validateLinkExtraLinks,
  validateLinkSlug,
  validateLinkUrl,
  type LinkExtraLink,
  type ReleaseLinkResponse,
  type ReleaseLinkUpdateRequest,
  type StoreResponse,
} from '@soundpost/contracts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiRequestError, type ApiRequestError } from '../../api/client';
import { fetchStores } from '../../api/releases';
import { Alert, describedBy, Field } from '../../components/forms';
import { saveLink } from './links-api';
import { useLinkMessage } from './links-messages';

type Errors = { slug?: string; stores?: string; extra?: string; form?: string };

/** The page's stores in its order: the artist's order, then the buttons shown now, then stores with only the artist's URL. */
function initialOrder(link: ReleaseLinkResponse): string[] {
  return [...new Set([...link.store_order, ...link.stores.map((s) => s.store_id), ...Object.keys(link.store_urls)])];
}

/** The rules the server's DTO follows (@soundpost/contracts), so a mistake shows before a round trip. */
function check(slug: string, order: readonly string[], urls: Readonly<Record<string, string>>, extra: readonly LinkExtraLink[]): Errors {
  const errors: Errors = {};
  const slugResult = validateLinkSlug(slug);
  if (!slugResult.ok) errors.slug = slugResult.error;
  const badStoreUrl = order.map((id) => urls[id]?.trim() ?? '').find((url) => url !== '' && !validateLinkUrl(url).ok);
  if (badStoreUrl !== undefined) errors.stores = LINK_MESSAGES.urlInvalid;
  const extraResult = validateLinkExtraLinks(extra);
  if (!extraResult.ok) errors.extra = extraResult.error;
  return errors;
}

const FIELD_OF_MESSAGE = new Map<string, keyof Errors>([
  [LINK_MESSAGES.slugInvalid, 'slug'],
  [LINK_MESSAGES.slugReserved, 'slug'],
  [LINK_MESSAGES.slugTaken, 'slug'],
  [LINK_MESSAGES.storeOrderInvalid, 'stores'],
  [LINK_MESSAGES.storeUrlInvalid, 'stores'],
  [LINK_MESSAGES.extraLinksTooMany, 'extra'],
  [LINK_MESSAGES.extraLabelRequired, 'extra'],
]);

/** The server's answer, field by field: a 409 is the slug; 422 names its fields (`extra_links.0.url` is the extra links'). */
function serverErrors(error: ApiRequestError, fallback: string): Errors {
  if (error.status === 409) return { slug: error.message || LINK_MESSAGES.slugTaken };
  const first = (prefix: string) => Object.entries(error.errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`))?.[1][0];
  const out: Errors = { slug: first('slug'), stores: first('store_order') ?? first('store_urls'), extra: first('extra_links') };
  if (out.slug || out.stores || out.extra) return out;
  // An answer without field names still belongs under its field when its text says which.
  const field = FIELD_OF_MESSAGE.get(error.message);
  return field ? { [field]: error.message } : { form: errorText(error, fallback) };
}

/** Edit the page: its name, the order of its store buttons, the artist's own URL per store, and up to ten extra links. */
export function LinkEditor({ link, onSaved }: { readonly link: ReleaseLinkResponse; readonly onSaved: (link: ReleaseLinkResponse) => void }) {
  const { t } = useTranslation();
  const m = useLinkMessage();
  const [slug, setSlug] = useState(link.slug);
  const [order, setOrder] = useState<string[]>(() => initialOrder(link));
  const [urls, setUrls] = useState<Record<string, string>>(() => ({ ...link.store_urls }));
  const [extra, setExtra] = useState<LinkExtraLink[]>(() => link.extra_links.map((e) => ({ ...e })));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [catalogue, setCatalogue] = useState<StoreResponse[]>([]);
  const [adding, setAdding] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchStores(controller.signal).then(setCatalogue, () => undefined);
    return () => controller.abort();
  }, []);
  const names = useMemo(() => {
    const map = new Map(catalogue.map((s) => [s.id, s.name] as const));
    for (const button of link.stores) map.set(button.store_id, button.store_name);
    return map;
  }, [catalogue, link.stores]);
  const addable = catalogue.filter((s) => !order.includes(s.id));

  const move = (index: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const setExtraAt = (index: number, patch: Partial<LinkExtraLink>) => setExtra((list) => list.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = check(slug, order, urls, extra);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const storeUrls = Object.fromEntries(order.map((id) => [id, urls[id]?.trim() ?? ''] as const).filter(([, url]) => url !== ''));
    const body: ReleaseLinkUpdateRequest = {
      slug,
      store_order: order,
      store_urls: storeUrls,
      extra_links: extra.map((e) => ({ label: e.label.trim(), url: e.url.trim() })),
    };
    setSaving(true);
    try {
      const answer = await saveLink(link.release_id, body);
      onSaved(answer);
      setSaved(true);
    } catch (error) {
      setErrors(isApiRequestError(error) ? serverErrors(error, t('links.edit.failed')) : { form: t('links.edit.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card link-section" aria-labelledby="link-edit-title" data-testid="link-edit">
      <h2 className="support__heading" id="link-edit-title">
        {t('links.edit.title')}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="link-slug" label={t('links.edit.slug')} error={errors.slug && m(errors.slug)} errorTestId="link-slug-error" hint={t('links.edit.slugHint')}>
          <input
            id="link-slug"
            className="input"
            value={slug}
            maxLength={LINK_LIMITS.slugMax}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setSlug(e.target.value)}
            data-testid="link-slug"
            {...describedBy('link-slug', errors.slug, errors.slug ? undefined : 'link-slug-hint')}
          />
        </Field>

        <fieldset className="link-fieldset" data-testid="link-stores">
          <legend className="field__label">{t('links.edit.stores')}</legend>
          <p className="field__hint">{t('links.edit.storesHint')}</p>
          {order.length === 0 && <p className="empty-state">{t('links.edit.noStores')}</p>}
          <ol className="link-store-order">
            {order.map((storeId, i) => {
              const name = names.get(storeId) ?? storeId;
              return (
                <li key={storeId} className="link-store" data-testid={`link-store-${storeId}`}>
                  <span className="link-store__name">{name}</span>
                  <span className="link-store__moves">
                    <button type="button" className="btn btn--ghost btn--sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('links.edit.moveUp', { store: name })} data-testid={`link-store-${storeId}-up`}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={i === order.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={t('links.edit.moveDown', { store: name })}
                      data-testid={`link-store-${storeId}-down`}
                    >
                      ↓
                    </button>
                  </span>
                  <label className="link-store__url">
                    <span className="visually-hidden">{t('links.edit.storeUrl', { store: name })}</span>
                    <input
                      className="input"
                      type="url"
                      inputMode="url"
                      value={urls[storeId] ?? ''}
                      maxLength={LINK_LIMITS.urlMax}
                      placeholder={t('links.edit.storeUrlPlaceholder')}
                      onChange={(e) => setUrls((u) => ({ ...u, [storeId]: e.target.value }))}
                      data-testid={`link-store-${storeId}-url`}
                    />
                  </label>
                </li>
              );
            })}
          </ol>
          {addable.length > 0 && (
            <div className="link-inline-form">
              <div className="field">
                <label className="field__label" htmlFor="link-store-add">
                  {t('links.edit.addStore')}
                </label>
                <select id="link-store-add" className="input" value={adding} onChange={(e) => setAdding(e.target.value)} data-testid="link-store-add">
                  <option value="">{t('links.edit.chooseStore')}</option>
                  {addable.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={adding === ''}
                onClick={() => {
                  setOrder((list) => [...list, adding]);
                  setAdding('');
                }}
                data-testid="link-store-add-button"
              >
                {t('links.edit.add')}
              </button>
            </div>
          )}
          {errors.stores && (
            <p className="field__error" role="alert" data-testid="link-stores-error">
              {m(errors.stores)}
            </p>
          )}
        </fieldset>

        <fieldset className="link-fieldset" data-testid="link-extra">
          <legend className="field__label">{t('links.edit.extra', { max: LINK_LIMITS.extraLinksMax })}</legend>
          {extra.map((item, i) => (
            <div key={i} className="link-extra" data-testid={`link-extra-${i}`}>
              <div className="field">
                <label className="field__label" htmlFor={`link-extra-${i}-label`}>
                  {t('links.edit.extraLabel')}
                </label>
                <input
                  id={`link-extra-${i}-label`}
                  className="input"
                  value={item.label}
                  maxLength={LINK_LIMITS.extraLabelMax}
                  onChange={(e) => setExtraAt(i, { label: e.target.value })}
                  data-testid={`link-extra-${i}-label`}
                />
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`link-extra-${i}-url`}>
                  {t('links.edit.extraUrl')}
                </label>
                <input
                  id={`link-extra-${i}-url`}
                  className="input"
                  type="url"
                  inputMode="url"
                  value={item.url}
                  maxLength={LINK_LIMITS.urlMax}
                  placeholder="https://"
                  onChange={(e) => setExtraAt(i, { url: e.target.value })}
                  data-testid={`link-extra-${i}-url`}
                />
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => setExtra((list) => list.filter((_, j) => j !== i))}
                aria-label={t('links.edit.removeExtra', { label: item.label || String(i + 1) })}
                data-testid={`link-extra-${i}-remove`}
              >
                {t('links.edit.remove')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={extra.length >= LINK_LIMITS.extraLinksMax}
            onClick={() => setExtra((list) => [...list, { label: '', url: '' }])}
            data-testid="link-extra-add"
          >
            {t('links.edit.addExtra')}
          </button>
          {errors.extra && (
            <p className="field__error" role="alert" data-testid="link-extra-error">
              {m(errors.extra)}
            </p>
          )}
        </fieldset>

        {errors.form && <Alert tone="error" testId="link-edit-error">{m(errors.form)}</Alert>}
        {saved && <Alert tone="success" testId="link-edit-saved">{t('links.edit.saved')}</Alert>}
        <button type="submit" className="btn btn--primary" disabled={saving} data-testid="link-save">
          {saving ? t('links.edit.saving') : t('links.edit.save')}
        </button>
      </form>
    </section>
  );
}
