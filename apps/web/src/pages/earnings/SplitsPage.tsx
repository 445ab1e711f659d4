import { validateRoyaltySplits, type RoyaltySplitsResponse, type TrackResponse } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/client';
import { fetchTracks } from '../../api/releases';
import { fetchSplits, saveSplits } from '../../api/royalties';
import { Alert } from '../../components/forms';
import './earnings.css';

type Row = { email: string; share: string };

/** The splits of one release or track: collaborators by e-mail with a share, the owner keeping the rest. */
function SplitsEditor({ kind, id, testId }: { readonly kind: 'releases' | 'tracks'; readonly id: string; readonly testId: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<RoyaltySplitsResponse | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const show = (body: RoyaltySplitsResponse) => {
    setAnswer(body);
    setRows(body.inherited ? [] : body.splits.map((s) => ({ email: s.email, share: String(s.share) })));
  };
  useEffect(() => {
    const controller = new AbortController();
    fetchSplits(kind, id, controller.signal).then(show, () => undefined);
    return () => controller.abort();
  }, [kind, id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const splits = rows.filter((r) => r.email.trim() || r.share.trim()).map((r) => ({ email: r.email, share: Number(r.share) }));
    const checked = validateRoyaltySplits(splits);
    if (!checked.ok) return setNotice({ tone: 'error', text: checked.error });
    try {
      show(await saveSplits(kind, id, splits));
      setNotice({ tone: 'success', text: t('earnings.splits.saved') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('earnings.splits.saveFailed')) });
    }
  };
  const set = (i: number, patch: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <form className="earnings-section" onSubmit={(e) => void submit(e)} data-testid={testId} noValidate>
      {answer?.inherited && <p className="field__hint">{t('earnings.splits.inherited', { share: answer.owner_share })}</p>}
      <ul className="splits-rows">
        {rows.map((row, i) => (
          <li key={i} className="splits-row">
            <input
              className="input"
              type="email"
              aria-label={t('earnings.splits.email')}
              placeholder={t('earnings.splits.email')}
              value={row.email}
              onChange={(e) => set(i, { email: e.target.value })}
              data-testid="split-email"
            />
            <input
              className="input"
              type="number"
              min="0.01"
              max="100"
              step="0.01"
              aria-label={t('earnings.splits.share')}
              value={row.share}
              onChange={(e) => set(i, { share: e.target.value })}
              data-testid="split-share"
            />
            <span>%</span>
            {answer?.splits.find((s) => s.email === row.email.trim().toLowerCase()) && (
              <span className="status-badge" data-testid="split-status">
                {t(`earnings.splits.status.${answer.splits.find((s) => s.email === row.email.trim().toLowerCase())!.status}`)}
              </span>
            )}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
              {t('earnings.splits.remove')}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="split-owner-share">{t('earnings.splits.ownerShare', { share: answer?.owner_share ?? 100 })}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="earnings-filters">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRows((all) => [...all, { email: '', share: '' }])} data-testid="split-add">
          {t('earnings.splits.add')}
        </button>
        <button type="submit" className="btn btn--primary btn--sm" data-testid="split-save">
          {t('earnings.splits.save')}
        </button>
      </div>
    </form>
  );
}

/** /artist/releases/:id/splits: the release's splits, and each track's own (which win over the release's). */
export function SplitsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [tracks, setTracks] = useState<TrackResponse[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTracks(id, controller.signal).then(setTracks, (e: unknown) => setError(errorText(e, t('earnings.loadFailed'))));
    return () => controller.abort();
  }, [id, t]);
  return (
    <div className="page" data-testid="splits-page">
      <p>
        <Link to={`/artist/releases/${encodeURIComponent(id)}`}>{t('earnings.splits.back')}</Link>
      </p>
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.splits')}
        </h1>
        <p className="page__subtitle">{t('earnings.splits.intro')}</p>
      </header>
      {error && <Alert tone="error">{error}</Alert>}
      <section className="card">
        <h2 className="support__heading">{t('earnings.splits.release')}</h2>
        <SplitsEditor kind="releases" id={id} testId="release-splits" />
      </section>
      {tracks.map((track) => {
        const trackId = track.track_id ?? track.id;
        return (
          <section className="card" key={trackId}>
            <h2 className="support__heading">{t('earnings.splits.track', { title: track.title ?? '' })}</h2>
            <SplitsEditor kind="tracks" id={String(trackId)} testId={`track-splits-${trackId}`} />
          </section>
        );
      })}
    </div>
  );
}
