import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

export interface FetchBackendOptions {
  /** `{lng}` is replaced by the language code. */
  readonly loadPath: string;
}

/** Thrown for an answer that is not a bundle; `retry` says whether another try may help (5xx, network). */
class BundleLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function fetchBundle(url: string): Promise<ResourceKey> {
  const response = await fetch(url);
  if (!response.ok) throw new BundleLoadError(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
  return (await response.json()) as ResourceKey;
}

/**
 * The few lines of i18next-http-backend this app uses: GET one JSON bundle per language. i18next retries a read whose
 * callback says so (maxRetries, retryTimeout), so network errors and 5xx answers are retried, a 4xx is not.
 * Kept here because the package (with its XHR and query-string fallbacks) weighed 2 KiB gzip in the entry script.
 */
export function createFetchBackend(options: FetchBackendOptions): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      fetchBundle(options.loadPath.replace('{lng}', encodeURIComponent(language))).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => {
          const retry = error instanceof BundleLoadError ? error.retry : true;
          callback(error instanceof Error ? error.message : String(error), retry);
        },
      );
    },
  };
}
