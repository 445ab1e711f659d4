import {
  formatReleaseNumber,
  isFinalReleaseStatus,
  RELEASE_MESSAGES,
  RELEASE_WORKFLOW_STAGE_LABELS,
  type ReleaseResponse,
  type TrackResponse,
} from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Redirect } from '../../layout/Redirect';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { changeStage, fetchRelease, fetchTracks } from '../../api/releases';
import { Alert } from '../../components/forms';
import { AlbumInfoStep } from './AlbumInfoStep';
import { ArtworkStep } from './ArtworkStep';
import { DistributionStep } from './DistributionStep';
import { createDraftRelease, DraftIdMissingError, isReleaseLimitError } from './draft';
import { PreviewStep } from './PreviewStep';
import { ReleaseLimitPage } from './ReleaseLimitPage';
import type { StepProps, WizardNotice } from './step-props';
import { SubmitStep } from './SubmitStep';
import { TracksStep } from './TracksStep';
import { useWizardMessage, WIZARD_SERVER_MESSAGES } from './wizard-messages';
import {
  isStepDone,
  newIdempotencyKey,
  stageForStep,
  stepOfStage,
  WIZARD_STEPS,
  type EditReleaseState,
  type NewReleaseState,
  type WizardStep,
} from './wizard-steps';
import './wizard.css';

/** /artist/release and /artist/relea/new: creates a draft, then continues at /artist/release/{id}. */
export function NewReleasePage() {
  const location = useLocation();
  const state = (location.state ?? null) as NewReleaseState | null;
  // One Idempotency-Key per visit: a new navigation here (a new location key) is a new draft.
  return <NewReleaseDraft key={location.key} forceNew={state?.forceNew === true} limitReached={state?.limitReached} />;
}

type DraftState = { kind: 'creating' } | { kind: 'limit'; message: string } | { kind: 'error'; text: string };

function NewReleaseDraft({ forceNew, limitReached }: { readonly forceNew: boolean; readonly limitReached?: string }) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DraftState>(() =>
    limitReached === undefined ? { kind: 'creating' } : { kind: 'limit', message: limitReached },
  );
  const skip = limitReached !== undefined;

  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    // A repeat (retry, or React running the effect twice) sends the same key and so gets the same draft.
    createDraftRelease({ forceNew, idempotencyKey }).then(
      (id) => {
        if (current) navigate(`/artist/release/${encodeURIComponent(id)}`, { replace: true, state: { isNew: true } satisfies EditReleaseState });
      },
      (error: unknown) => {
        if (!current) return;
        if (isReleaseLimitError(error)) setState({ kind: 'limit', message: error.message });
        else if (error instanceof DraftIdMissingError) setState({ kind: 'error', text: error.message });
        else setState({ kind: 'error', text: errorText(error, RELEASE_MESSAGES.createDraftFailed) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, forceNew, idempotencyKey, navigate, skip]);

  if (state.kind === 'limit') return <ReleaseLimitPage message={state.message} />;
  return (
    <section className="page wizard" data-testid="release-wizard-new">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('wizard.title.new')}
        </h1>
      </header>
      {state.kind === 'creating' ? (
        <p className="loading-text" role="status" data-testid="wizard-creating">
          {t('wizard.creatingDraft')}
        </p>
      ) : (
        <>
          <Alert tone="error" testId="wizard-draft-error">
            {wm(state.text)}
          </Alert>
          <div className="wizard__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setState({ kind: 'creating' });
                setAttempt((n) => n + 1);
              }}
              data-testid="wizard-draft-retry"
            >
              {t('wizard.retry')}
            </button>
            <Link to="/artist/releases" className="btn btn--ghost">
              {t('wizard.limit.back')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/** /artist/release/{id}: the wizard on an existing release. */
export function EditReleasePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const isNew = ((location.state ?? null) as EditReleaseState | null)?.isNew === true;
  return <ReleaseWizard key={id} releaseId={id} isNew={isNew} />;
}

type Load = { kind: 'loading' } | { kind: 'error'; text: string; status: number } | { kind: 'loaded' };

function ReleaseWizard({ releaseId, isNew }: { readonly releaseId: string; readonly isNew: boolean }) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [release, setRelease] = useState<ReleaseResponse | null>(null);
  const [tracks, setTracks] = useState<TrackResponse[]>([]);
  const [notice, setNotice] = useState<WizardNotice | null>(null);
  // Submit has no stage of its own before the release is submitted (see stageForStep).
  const [submitOpen, setSubmitOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<WizardStep | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRelease(releaseId, controller.signal)
      .then(async (answer) => {
        const list = Array.isArray(answer?.tracks) ? answer.tracks : await fetchTracks(releaseId, controller.signal);
        if (!answer?.release) throw new ApiRequestError(404, { message: RELEASE_MESSAGES.loadFailed });
        setRelease(answer.release);
        setTracks(list);
        setLoad({ kind: 'loaded' });
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        const status = error instanceof ApiRequestError ? error.status : 0;
        setLoad({ kind: 'error', status, text: errorText(error, RELEASE_MESSAGES.loadFailed) });
      });
    return () => controller.abort();
  }, [releaseId]);

  const stage = release?.workflow_stage;
  const step: WizardStep = stage === 'delivered' || submitOpen ? 'delivered' : stepOfStage(stage);
  const index = WIZARD_STEPS.indexOf(step);

  // Keyboard and screen-reader users land on the new step's heading (not on first load).
  useEffect(() => {
    if (load.kind !== 'loaded') return;
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step, load.kind]);

  const goTo = useCallback(
    async (target: WizardStep): Promise<boolean> => {
      setChanging(true);
      try {
        const answer = await changeStage(releaseId, stageForStep(target));
        setRelease((current) => answer?.release ?? (current ? { ...current, workflow_stage: stageForStep(target) } : current));
        setSubmitOpen(target === 'delivered');
        return true;
      } catch (error) {
        setNotice({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.changeStepFailed) });
        return false;
      } finally {
        setChanging(false);
      }
    },
    [releaseId],
  );

  if (load.kind === 'error' && load.status === 401) return <Redirect to="/login" />;

  const final = release !== null && (release.is_final === true || isFinalReleaseStatus(release.status));
  const props: StepProps | null = release
    ? { release, tracks, onRelease: setRelease, onTracks: setTracks, goTo, notify: setNotice }
    : null;

  return (
    <section className="page wizard" data-testid="release-wizard">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {isNew ? t('wizard.title.new') : t('wizard.title.edit')}
        </h1>
        {release && formatReleaseNumber(release.release_number) && (
          <p className="page__subtitle wizard__id" data-testid="wizard-release-id">
            {release.artist
              ? t('wizard.releaseNumberBy', { number: formatReleaseNumber(release.release_number), artist: release.artist })
              : t('wizard.releaseNumber', { number: formatReleaseNumber(release.release_number) })}
          </p>
        )}
      </header>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status" data-testid="wizard-loading">
          {t('wizard.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="wizard-load-error">
          {wm(load.text)}
        </Alert>
      )}
      {props && final && (
        <Alert tone="info" testId="wizard-final">
          {wm(WIZARD_SERVER_MESSAGES.releaseFinal)}{' '}
          <Link to={`/artist/releases/${encodeURIComponent(releaseId)}`}>{t('wizard.viewRelease')}</Link>
        </Alert>
      )}
      {props && !final && (
        <>
          <WizardProgress done={WIZARD_STEPS.filter((name) => isStepDone(name, props.release, tracks)).length} />
          <nav className="wizard-steps" aria-label={t('wizard.stepsLabel')}>
            <ol className="wizard-steps__list">
              {WIZARD_STEPS.map((name, i) => {
                const done = isStepDone(name, props.release, tracks);
                return (
                  <li key={name} className={`wizard-steps__item${done ? ' is-done' : ''}${i === index ? ' is-current' : ''}`} data-done={done ? 'true' : 'false'}>
                    <button
                      type="button"
                      className="wizard-steps__button"
                      aria-current={i === index ? 'step' : undefined}
                      disabled={changing}
                      onClick={() => {
                        if (name === step) return;
                        setNotice(null);
                        void goTo(name);
                      }}
                      data-testid={`wizard-step-${name}`}
                    >
                      <span className="wizard-steps__number" aria-hidden="true">
                        {done ? '✓' : i + 1}
                      </span>
                      <span className="wizard-steps__label">{t(`wizard.steps.${name}`, { defaultValue: RELEASE_WORKFLOW_STAGE_LABELS[name] })}</span>
                      {done && <span className="visually-hidden"> ({t('wizard.stepDone')})</span>}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
          <NoticeAlert notice={notice} />
          <div className="card wizard__panel" data-testid={`wizard-panel-${step}`}>
            <h2 className="wizard__step-title" tabIndex={-1} ref={headingRef} data-testid="wizard-step-title">
              {t(`wizard.steps.${step}`, { defaultValue: RELEASE_WORKFLOW_STAGE_LABELS[step] })}
            </h2>
            {step === 'album_info' && <AlbumInfoStep {...props} />}
            {step === 'track_upload' && <TracksStep {...props} />}
            {step === 'artwork' && <ArtworkStep {...props} />}
            {step === 'distribution' && <DistributionStep {...props} />}
            {step === 'preview' && <PreviewStep {...props} />}
            {step === 'delivered' && <SubmitStep {...props} />}
          </div>
        </>
      )}
    </section>
  );
}

/** How much of the release is ready: the steps that hold what they need, not the steps opened. */
function WizardProgress({ done }: { readonly done: number }) {
  const { t } = useTranslation();
  const total = WIZARD_STEPS.length;
  const percent = Math.round((done / total) * 100);
  return (
    <div
      className="wizard-progress"
      role="progressbar"
      aria-label={t('wizard.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('wizard.progressDone', { done, total })}
      data-testid="wizard-progress"
    >
      <span className="wizard-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Success lines, and errors in the Action blocked alert. */
export function NoticeAlert({ notice }: { readonly notice: WizardNotice | null }) {
  const wm = useWizardMessage();
  if (!notice) return null;
  if (notice.tone === 'success') {
    return (
      <Alert tone="success" testId="wizard-notice">
        {wm(notice.text)}
      </Alert>
    );
  }
  return (
    <Alert tone="error" testId="wizard-blocked">
      <strong className="wizard-blocked__title">{wm(RELEASE_MESSAGES.actionBlockedTitle)}</strong>{' '}
      <span data-testid="wizard-blocked-text">{wm(notice.text)}</span>
    </Alert>
  );
}
