/**
 * What "Set Up Python Environment" costs a new user, said before anything is downloaded (the first
 * answer, the progress notification, the walkthrough and the extension page's README all quote it).
 *
 * Measured with the dependency set in python/requirements.lock: a fresh environment, cold pip
 * cache, on a 2-core machine (300.6 MB downloaded, 896 MB on disk): 35 s on a quiet machine, 41–71 s
 * in the e2e runs at load 2–5, 192–252 s at load 7–14 with a slower registry link. Update both
 * numbers whenever the lock changes; a packaging test checks that the extension page's README agrees.
 */

/** Megabytes Set Up downloads from PyPI. */
export const SETUP_DOWNLOAD_MB = 300;
/** Minutes Set Up takes, as a range (quiet machine – loaded machine). */
export const SETUP_MINUTES = { min: 1, max: 4 } as const;
/** Megabytes the MiniLM embedder's two pinned packages add (python/requirements-minilm.lock). */
export const MINILM_DOWNLOAD_MB = 22;

/**
 * "≈ 300 MB download, ≈ 1–4 minutes"; with `embedder` "minilm" (a folder asked for it before the
 * first Set Up, which then installs its packages too) the download includes them and says so.
 */
export function setupCost(embedder?: string): string {
  const download = embedder === 'minilm'
    ? `≈ ${SETUP_DOWNLOAD_MB + MINILM_DOWNLOAD_MB} MB download, with the MiniLM embedder`
    : `≈ ${SETUP_DOWNLOAD_MB} MB download`;
  return `${download}, ≈ ${SETUP_MINUTES.min}–${SETUP_MINUTES.max} minutes`;
}
