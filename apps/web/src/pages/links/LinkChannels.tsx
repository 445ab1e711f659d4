import { LINK_LIMITS, validateLinkChannelName, type LinkChannelResponse, type ReleaseLinkResponse } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiRequestError } from '../../api/client';
import { Alert, describedBy, Field } from '../../components/forms';
import { BreakableUrl, CopyButton } from './link-parts';
import { createChannel, deleteChannel } from './links-api';
import { useLinkMessage } from './links-messages';

/** Named channels ("instagram"): each is the public address with `?c=` so its visits are counted apart. */
export function LinkChannels({ link, onChange }: { readonly link: ReleaseLinkResponse; readonly onChange: (channels: LinkChannelResponse[]) => void }) {
  const { t } = useTranslation();
  const m = useLinkMessage();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    setError(null);
    // The server's rule, checked here first so a typo does not need a round trip.
    const checked = validateLinkChannelName(value);
    if (!checked.ok) {
      setFieldError(m(checked.error));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const channel = await createChannel(link.id, { name: value });
      onChange([...link.channels, channel]);
      setName('');
    } catch (e) {
      if (isApiRequestError(e) && (e.status === 409 || e.status === 422)) setFieldError(m(e.fieldError('name') ?? errorText(e, t('links.channels.failed'))));
      else setError(m(errorText(e, t('links.channels.failed'))));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (channel: LinkChannelResponse) => {
    setError(null);
    try {
      await deleteChannel(link.id, channel.id);
      onChange(link.channels.filter((c) => c.id !== channel.id));
    } catch (e) {
      setError(m(errorText(e, t('links.channels.failed'))));
    }
  };

  return (
    <section className="card link-section" aria-labelledby="link-channels-title" data-testid="link-channels">
      <h2 className="support__heading" id="link-channels-title">
        {t('links.channels.title')}
      </h2>
      <p className="page__subtitle">{t('links.channels.intro')}</p>
      <form className="link-inline-form" onSubmit={(e) => void add(e)} noValidate>
        <Field id="link-channel-name" label={t('links.channels.name')} error={fieldError} errorTestId="link-channel-error">
          <input
            id="link-channel-name"
            className="input"
            value={name}
            maxLength={LINK_LIMITS.channelNameMax}
            placeholder="instagram"
            autoCapitalize="none"
            onChange={(e) => setName(e.target.value)}
            data-testid="link-channel-name"
            {...describedBy('link-channel-name', fieldError)}
          />
        </Field>
        <button type="submit" className="btn btn--primary btn--sm" disabled={busy || link.channels.length >= LINK_LIMITS.channelsMax} data-testid="link-channel-add">
          {t('links.channels.add')}
        </button>
      </form>
      {error && <Alert tone="error" testId="link-channels-error">{error}</Alert>}
      {link.channels.length === 0 ? (
        <p className="empty-state" data-testid="link-channels-empty">
          {t('links.channels.empty')}
        </p>
      ) : (
        <ul className="link-channels">
          {link.channels.map((channel) => (
            <li key={channel.id} className="link-channel" data-testid={`link-channel-${channel.name}`}>
              <span className="link-channel__name">{channel.name}</span>
              <code className="link-url__text" data-testid={`link-channel-${channel.name}-url`}>
                <BreakableUrl url={channel.url} />
              </code>
              <span className="link-channel__actions">
                <CopyButton text={channel.url} label={t('links.copyUrl', { url: channel.url })} testId={`link-channel-${channel.name}-copy`} />
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => void remove(channel)}
                  aria-label={t('links.channels.deleteNamed', { name: channel.name })}
                  data-testid={`link-channel-${channel.name}-delete`}
                >
                  {t('links.channels.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
