import { useCreate, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from './errors';

export interface SaveRecordOptions {
  /** Success notices, e.g. 'Plan created.' / 'Plan updated.'. */
  readonly created: string;
  readonly updated: string;
  /** Shown when the server gives no message (the screen's fallback). */
  readonly failed: string;
  readonly onSaved: () => void;
  /** The failed call, for the form to pick its per-field errors from. */
  readonly onError?: (error: unknown) => void;
}

/**
 * A side panel's save: create when `record` is undefined, else a pessimistic update; notifies, refreshes the list
 * and calls `onSaved`, or notifies the server's message and hands the error to the form.
 */
export function useSaveRecord(resource: string, record: RaRecord | undefined, options: SaveRecordOptions) {
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();

  const save = (data: Record<string, unknown>) => {
    const callbacks = {
      onSuccess: () => {
        notify(record ? options.updated : options.created, { type: 'success' });
        refresh();
        options.onSaved();
      },
      onError: (error: unknown) => {
        options.onError?.(error);
        notify(errorMessage(error, options.failed), { type: 'error' });
      },
    };
    if (record) update(resource, { id: record.id, data, previousData: record }, { ...callbacks, mutationMode: 'pessimistic' });
    else create(resource, { data }, callbacks);
  };

  return { save, saving: creating || updating };
}
