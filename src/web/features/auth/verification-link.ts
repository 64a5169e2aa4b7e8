import { safeRedirectPath } from '../../../shared/redirect';

/**
 * The verification link's way back: the mailed link returns the shopper to the page the sign-up (or the
 * resend) started from, marked with `?verified=1` so that the page can say the address is verified. Small:
 * the root layout reads every landing with it.
 */
export const VERIFIED_PARAM = 'verified';

/** What the account service adds to the return address when a verification link did not work. */
const LINK_ERRORS = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']);

/** The return address for a verification link: the page (a path of this site, else the home page), marked. */
export function verificationCallback(path: string): string {
  const url = new URL(safeRedirectPath(path), 'http://shop.invalid');
  url.searchParams.set(VERIFIED_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface VerificationLanding {
  /** 'verified': a link that worked led here; 'failed': a dead one; null: not a verification landing. */
  outcome: 'verified' | 'failed' | null;
  /** The page's query without the link's marks, to show instead. */
  search: string;
}

/** What a page's address says about a verification link that led to it. */
export function readVerificationLanding(pathname: string, search: string): VerificationLanding {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const failed = error !== null && LINK_ERRORS.has(error);
  // Links mailed before the mark existed returned to the home page, with ?error= when dead.
  const marked = params.has(VERIFIED_PARAM) || (pathname === '/' && failed);
  if (!marked) return { outcome: null, search };
  params.delete(VERIFIED_PARAM);
  if (failed) params.delete('error');
  const rest = params.toString();
  return { outcome: failed ? 'failed' : 'verified', search: rest ? `?${rest}` : '' };
}
