import { isRouteErrorResponse } from "react-router";

/** What went wrong, in the words the error itself gives: its status, or its message. */
export const errorDetail = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Shown when a page fails to render. The title is the spec's fixed wording: this screen must appear
 * even when the manifest's interface words are what failed.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert">
      <h1>Unexpected Application Error</h1>
      <p>{errorDetail(error)}</p>
    </div>
  );
}
