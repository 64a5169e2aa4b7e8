import { useCallback, useState } from 'react';
import type { ProductShareData } from '../../../../shared/product-share';
import { notify } from '../../../lib/toast';

export const SHARE_MESSAGES = {
  copied: 'Link copied',
} as const;

function hasNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export interface ShareMenu {
  /** The browser has its own share sheet (the Web Share API): the button opens that, not the menu. */
  native: boolean;
  /** The fallback menu (Share on WhatsApp, Copy link) is open. */
  open: boolean;
  /** The clipboard refused the link: the menu shows it in a field to copy by hand. */
  copyFailed: boolean;
  share: () => Promise<void>;
  copyLink: () => Promise<void>;
  close: () => void;
}

/**
 * The Share button: the phone's share sheet (navigator.share) where there is one, a cancelled share
 * saying nothing; elsewhere, or when the sheet fails, a small menu with WhatsApp and Copy link, whose
 * copy says 'Link copied' or, when the clipboard is refused, shows the link to copy by hand.
 */
export function useShareMenu(data: ProductShareData): ShareMenu {
  const [native] = useState(hasNativeShare);
  const [open, setOpen] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    setCopyFailed(false);
  }, []);

  const share = useCallback(async () => {
    if (hasNativeShare()) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // Refused or unsupported data: the menu still offers a way to share.
        setOpen(true);
        return;
      }
    }
    if (open) close();
    else setOpen(true);
  }, [data, open, close]);

  const copyLink = useCallback(async () => {
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(data.url);
    } catch {
      setCopyFailed(true);
      return;
    }
    close();
    notify.success(SHARE_MESSAGES.copied);
  }, [data.url, close]);

  return { native, open, copyFailed, share, copyLink, close };
}
