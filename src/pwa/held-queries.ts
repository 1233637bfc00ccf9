import { QueryClient, type DefaultError, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';

/**
 * react-query's client, able to hold loaders back while the public cache is read from IndexedDB. The first page
 * renders before IndexedDB has answered (its chrome comes from localStorage): until then, a loader asking for public
 * content that is not in memory waits for the copy instead of going to the network, so cached pages still open from
 * it, offline too. The wait is as bounded as the restore. Other data (the site's, a member's) never waits.
 */
export class HoldingQueryClient extends QueryClient {
  private held: Promise<void> | undefined;

  /** Holds public loaders until `restored` settles. */
  holdPublicQueriesUntil(restored: Promise<void>) {
    const hold = restored.then(() => {
      if (this.held === hold) this.held = undefined;
    });
    this.held = hold;
  }

  override async ensureQueryData<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData> {
    if (this.held && options.queryKey[0] === 'public' && this.getQueryData(options.queryKey) === undefined) await this.held;
    return super.ensureQueryData(options);
  }
}
