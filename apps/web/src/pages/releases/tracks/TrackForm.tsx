import { CONTRIBUTOR_ROLE_SUGGESTIONS, EXPLICIT_CODES, GENRES, isExplicitCode, TRACK_MESSAGES, type TrackResponse } from '@soundpost/contracts';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../../api/client';
import { updateTrack } from '../../../api/releases';
import { Alert, describedBy, Field, scrollToFirstInvalid, type FormMessage } from '../../../components/forms';
import { useCatalogMessage } from '../catalog-messages';
import type { TrackWithOptionalRelease } from '../release-view';
import '../releases.css';
import {
  EMPTY_CONTRIBUTOR,
  serverTrackErrors,
  textFieldsOf,
  trackPayload,
  validateTrackForm,
  valuesFromTrack,
  type ContributorRow,
  type TrackFormErrors,
  type TrackFormField,
  type TrackFormValues,
  type TrackFormVariant,
  type TrackTextField,
} from './track-form';

export type { TrackFormVariant } from './track-form';

export interface TrackFormProps {
  readonly track: TrackResponse;
  readonly variant: TrackFormVariant;
  readonly onSaved: (track: TrackWithOptionalRelease) => void;
  readonly onCancel?: () => void;
}

const EXPLICIT_OPTIONS = [
  { code: EXPLICIT_CODES.notExplicit, key: 'notExplicit' },
  { code: EXPLICIT_CODES.explicit, key: 'explicit' },
  { code: EXPLICIT_CODES.cleaned, key: 'cleaned' },
] as const;

export function TrackForm({ track, variant, onSaved, onCancel }: TrackFormProps) {
  const { t } = useTranslation();
  const m = useCatalogMessage();
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-track-${field}`;
  const [values, setValues] = useState<TrackFormValues>(() => valuesFromTrack(track));
  const [errors, setErrors] = useState<TrackFormErrors>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setValues(valuesFromTrack(track));
    setErrors({});
  }, [track]);

  const setField = (field: TrackTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const setContributor = (index: number, patch: Partial<ContributorRow>) =>
    setValues((current) => ({
      ...current,
      contributors: current.contributors.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));

  const addContributor = () => setValues((current) => ({ ...current, contributors: [...current.contributors, EMPTY_CONTRIBUTOR] }));

  const removeContributor = (index: number) =>
    setValues((current) =>
      // The last row stays (the modal keeps at least one contributor row).
      current.contributors.length <= 1 ? current : { ...current, contributors: current.contributors.filter((_, i) => i !== index) },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateTrackForm(values, variant);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(null);
      scrollToFirstInvalid(textFieldsOf(variant), found, idOf);
      return;
    }
    setBusy(true);
    setMessage(null);
    const payload = trackPayload(values, variant);
    try {
      const body = await updateTrack(track.id, payload);
      const saved: TrackWithOptionalRelease = body?.track ?? ({ ...track, ...payload } as TrackResponse);
      setValues(valuesFromTrack(saved));
      setMessage({ tone: 'success', text: body?.message || TRACK_MESSAGES.saved });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const inline = serverTrackErrors(error.errors);
        setErrors(inline);
        scrollToFirstInvalid(textFieldsOf(variant), inline, idOf);
      }
      setMessage({ tone: 'error', text: errorText(error, TRACK_MESSAGES.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const err = (field: TrackFormField) => {
    const text = errors[field];
    return text ? m(text) : undefined;
  };

  const labelOf = (field: TrackFormField) => t(`catalog.track.fields.${field}`);

  const input = (field: TrackTextField, opts: { type?: string; list?: string; placeholder?: string; hint?: ReactNode; optional?: boolean } = {}) => (
    <Field
      id={idOf(field)}
      label={labelOf(field)}
      error={err(field)}
      errorTestId={`track-${field}-error`}
      hint={opts.hint}
      optional={opts.optional ?? field !== 'title'}
    >
      <input
        id={idOf(field)}
        className="input"
        type={opts.type ?? 'text'}
        list={opts.list}
        placeholder={opts.placeholder}
        inputMode={field === 'pline_year' ? 'numeric' : undefined}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        data-testid={`track-${field}`}
        {...describedBy(idOf(field), err(field), opts.hint && !err(field) ? `${idOf(field)}-hint` : undefined)}
      />
    </Field>
  );

  const genresList = `${prefix}-genres`;
  const rolesList = `${prefix}-roles`;

  return (
    <form className={`track-form track-form--${variant}`} onSubmit={(event) => void submit(event)} noValidate data-testid="track-form">
      <datalist id={genresList}>
        {GENRES.map((genre) => (
          <option key={genre} value={genre} />
        ))}
      </datalist>
      <datalist id={rolesList}>
        {CONTRIBUTOR_ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>

      {variant === 'full' && <h2 className="form__legend">{t('catalog.track.sections.details')}</h2>}
      <div className="form__grid">
        {input('title')}
        {input('subtitle')}
        {input('version')}
        {input('isrc', { placeholder: 'US-RC1-76-07839' })}
        {input('iswc')}
        {input('language_of_performance')}
        {input('primary_genre', { list: genresList })}
        {input('secondary_genre', { list: genresList })}
        {input('start_point_time', { placeholder: 'mm:ss', hint: t('catalog.track.startPointHint') })}
        {input('sound_recording_owner')}
        {input('recording_year', { type: 'date' })}
        <Field id={idOf('is_explicit')} label={labelOf('is_explicit')} error={err('is_explicit')} errorTestId="track-is_explicit-error">
          <select
            id={idOf('is_explicit')}
            className="input"
            value={values.is_explicit}
            onChange={(event) => {
              const code = Number(event.target.value);
              if (isExplicitCode(code)) setValues((current) => ({ ...current, is_explicit: code }));
            }}
            data-testid="track-is_explicit"
            {...describedBy(idOf('is_explicit'), err('is_explicit'))}
          >
            {EXPLICIT_OPTIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {t(`catalog.track.explicitOptions.${option.key}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="check track-form__check">
          <input
            type="checkbox"
            checked={values.is_instrumental}
            onChange={(event) => setValues((current) => ({ ...current, is_instrumental: event.target.checked }))}
            data-testid="track-is_instrumental"
          />
          <span>{labelOf('is_instrumental')}</span>
        </label>
      </div>

      <Field id={idOf('lyrics_transcription')} label={labelOf('lyrics_transcription')} error={err('lyrics_transcription')} errorTestId="track-lyrics_transcription-error" optional>
        <textarea
          id={idOf('lyrics_transcription')}
          className="input track-form__lyrics"
          rows={variant === 'full' ? 8 : 4}
          value={values.lyrics_transcription}
          onChange={(event) => setField('lyrics_transcription', event.target.value)}
          data-testid="track-lyrics_transcription"
          {...describedBy(idOf('lyrics_transcription'), err('lyrics_transcription'))}
        />
      </Field>

      <fieldset className="track-form__contributors" data-testid="track-contributors">
        <legend className="field__label">{labelOf('contributors')}</legend>
        {values.contributors.map((row, index) => (
          <div className="contributor-row" key={index} data-testid={`contributor-row-${index}`}>
            <input
              className="input"
              aria-label={t('catalog.track.contributorName', { number: index + 1 })}
              placeholder={t('catalog.track.contributorNamePlaceholder')}
              value={row.name}
              onChange={(event) => setContributor(index, { name: event.target.value })}
              data-testid={`contributor-name-${index}`}
            />
            <input
              className="input"
              list={rolesList}
              aria-label={t('catalog.track.contributorRole', { number: index + 1 })}
              placeholder={t('catalog.track.contributorRolePlaceholder')}
              value={row.role}
              onChange={(event) => setContributor(index, { role: event.target.value })}
              data-testid={`contributor-role-${index}`}
            />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => removeContributor(index)}
              disabled={values.contributors.length <= 1}
              aria-label={t('catalog.track.removeContributor', { number: index + 1 })}
              data-testid={`contributor-remove-${index}`}
            >
              ×
            </button>
          </div>
        ))}
        {errors.contributors && (
          <p className="field__error" data-testid="track-contributors-error">
            {m(errors.contributors)}
          </p>
        )}
        <button type="button" className="link-button" onClick={addContributor} data-testid="contributor-add">
          {t('catalog.track.addContributor')}
        </button>
      </fieldset>

      {variant === 'full' && (
        <>
          <h2 className="form__legend">{t('catalog.track.sections.rights')}</h2>
          <div className="form__grid">
            {input('p_line')}
            {input('pline_year', { placeholder: 'YYYY' })}
            {input('c_line')}
            {input('composers')}
            {input('authors')}
            {input('lyricists')}
            {input('producer')}
            {input('publishers')}
            {input('resource_reference')}
          </div>
        </>
      )}

      {message && (
        <Alert tone={message.tone} testId={message.tone === 'error' ? 'track-form-error' : 'track-form-message'}>
          {m(message.text)}
        </Alert>
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="track-save">
          {busy ? t('forms.saving') : t('catalog.track.save')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-testid="track-cancel">
            {t('catalog.track.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
