/**
 * What "Set Up Python Environment" costs a new user, said before anything is downloaded (the first
 * answer, the progress notification, the walkthrough and the extension page's README all quote it).
 *
 * Measured with the dependency set in python/requirements.lock: a fresh environment, cold pip
 * cache, on a 2-core machine (443 MB downloaded; 164 s quiet, 297 s loaded). Update both numbers
 * whenever the lock changes; a packaging test checks that the extension page's README agrees.
 */

/** Megabytes Set Up downloads from PyPI. */
export const SETUP_DOWNLOAD_MB = 443;
/** Minutes Set Up takes, as a range (quiet machine – loaded machine). */
export const SETUP_MINUTES = { min: 3, max: 5 } as const;

/** "≈ 443 MB download, ≈ 3–5 minutes" */
export function setupCost(): string {
  return `≈ ${SETUP_DOWNLOAD_MB} MB download, ≈ ${SETUP_MINUTES.min}–${SETUP_MINUTES.max} minutes`;
}
