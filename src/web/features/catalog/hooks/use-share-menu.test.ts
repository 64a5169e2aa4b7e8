import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShareMenu } from './use-share-menu';

const notifySuccess = vi.fn();
vi.mock('../../../lib/toast', () => ({
  notify: { success: (...args: unknown[]) => notifySuccess(...args), error: vi.fn() },
}));

const data = {
  title: 'Two Post Lift',
  text: 'Two Post Lift - ₦2,500,000 at GaragePro',
  url: 'https://garagepro.ng/product/lift-1',
};

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('useShareMenu', () => {
  const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  beforeEach(() => notifySuccess.mockClear());
  afterEach(() => {
    for (const [name, descriptor] of [
      ['share', originalShare],
      ['clipboard', originalClipboard],
    ] as const) {
      if (descriptor) Object.defineProperty(navigator, name, descriptor);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  });

  it("opens the phone's share sheet with the title, text and link, and no menu", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const { result } = renderHook(() => useShareMenu(data));
    expect(result.current.native).toBe(true);
    await act(() => result.current.share());
    expect(share).toHaveBeenCalledWith(data);
    expect(result.current.open).toBe(false);
  });

  it('says nothing when the shopper cancels the share sheet', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const { result } = renderHook(() => useShareMenu(data));
    await act(() => result.current.share());
    expect(result.current.open).toBe(false);
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('offers the menu when the share sheet fails for another reason', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    const { result } = renderHook(() => useShareMenu(data));
    await act(() => result.current.share());
    expect(result.current.open).toBe(true);
  });

  it('without the Web Share API the button opens and closes the menu', async () => {
    setNavigator('share', undefined);
    const { result } = renderHook(() => useShareMenu(data));
    expect(result.current.native).toBe(false);
    await act(() => result.current.share());
    expect(result.current.open).toBe(true);
    await act(() => result.current.share());
    expect(result.current.open).toBe(false);
  });

  it("Copy link puts the page's link on the clipboard, closes the menu and says 'Link copied'", async () => {
    setNavigator('share', undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    const { result } = renderHook(() => useShareMenu(data));
    await act(() => result.current.share());
    await act(() => result.current.copyLink());
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(notifySuccess).toHaveBeenCalledWith('Link copied');
    expect(result.current.open).toBe(false);
  });

  it('when the clipboard is refused, keeps the menu open to copy the link by hand', async () => {
    setNavigator('share', undefined);
    setNavigator('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')),
    });
    const { result } = renderHook(() => useShareMenu(data));
    await act(() => result.current.share());
    await act(() => result.current.copyLink());
    expect(result.current.copyFailed).toBe(true);
    expect(result.current.open).toBe(true);
    expect(notifySuccess).not.toHaveBeenCalled();
    act(() => result.current.close());
    expect(result.current.copyFailed).toBe(false);
  });

  it('when there is no clipboard at all, also offers the link to copy by hand', async () => {
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
    const { result } = renderHook(() => useShareMenu(data));
    await act(() => result.current.copyLink());
    expect(result.current.copyFailed).toBe(true);
  });
});
