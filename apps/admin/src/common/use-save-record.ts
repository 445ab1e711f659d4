import { useCreate, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from './errors';

export interface SaveRecordOptions {
  readonly created: string;
  readonly updated: string;
  readonly failed: string;
  readonly onSaved: () => void;
  readonly onError?: (error: unknown) => void;
}

/** Create when `record` is undefined, else a pessimistic update. */
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
