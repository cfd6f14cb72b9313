/**
 * `showApiError`, loaded with the first error: its texts (every client and server message of the
 * contract) stay out of the entry script that every first visit waits for.
 */
export function showApiErrorLater(error: unknown): void {
  void import('./api-error').then(({ showApiError }) => showApiError(error));
}
