import type { ReleaseResponse, TrackResponse } from '@soundpost/contracts';
import type { WizardStep } from './wizard-steps';

/** A message of the wizard: a success line, or an error shown in the Action blocked alert. */
export interface WizardNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** What every step gets from the wizard page. */
export interface StepProps {
  readonly release: ReleaseResponse;
  readonly tracks: readonly TrackResponse[];
  readonly onRelease: (release: ReleaseResponse) => void;
  readonly onTracks: (tracks: TrackResponse[]) => void;
  /** PATCHes the stage and shows `step`; false (with the error shown) when the server refused. */
  readonly goTo: (step: WizardStep) => Promise<boolean>;
  /** Shows a notice (null clears it). */
  readonly notify: (notice: WizardNotice | null) => void;
}
