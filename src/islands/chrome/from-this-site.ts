/** Whether the visitor came to this page from a page of the same site. */
export function fromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    // No referrer, or one that is not a URL.
    return false;
  }
}
