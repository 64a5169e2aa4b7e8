/** YouTube links, kept apart from the zod schemas so the product page does not download zod. */
export const INVALID_YOUTUBE_URL = 'Invalid YouTube URL';
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character YouTube id of a video link, or null ('Invalid YouTube URL'). */
export function parseYoutubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') candidate = parsed.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(parsed.pathname);
      candidate = match?.[2];
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}
