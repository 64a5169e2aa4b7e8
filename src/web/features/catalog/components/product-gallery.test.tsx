import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wrapIndex } from '../hooks/use-gallery';
import { ProductGallery } from './product-gallery';

const product = (images: string[]) => ({
  name: 'Two Post Lift',
  image: `/media/${images[0]}/800.webp`,
  imagePublicId: images[0]!,
  images,
});

const thumbnail = (position: number, count: number) =>
  screen.getByRole('button', { name: `Show picture ${position} of ${count}` });

describe('ProductGallery', () => {
  afterEach(cleanup);

  it('shows one picture alone: no arrows, no thumbnails, and zooms in on it', () => {
    render(<ProductGallery product={product(['one'])} />);
    const picture = screen.getByRole('img', { name: 'Two Post Lift' });
    expect(picture.getAttribute('srcset')).toContain('/media/one/1200.webp 1200w');
    expect(picture.className).toContain('object-contain');
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show picture/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in on the picture' }));
    const zoomed = screen
      .getAllByRole('img', { name: 'Two Post Lift', hidden: true })
      .find((img) => img.closest('dialog'));
    // The whole picture in its own proportions, as large as the screen allows.
    expect(zoomed?.getAttribute('src')).toBe('/media/one/zoom.webp');
    expect(zoomed?.className).toContain('object-contain');
    expect(screen.queryByRole('button', { name: 'Next picture', hidden: true })).toBeNull();
  });

  it('shows every picture as sized WebP, in order, the first loaded first', () => {
    render(<ProductGallery product={product(['a', 'b', 'c'])} />);
    const pictures = screen.getAllByRole('img', { name: /^Two Post Lift, picture \d of 3$/ });
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/media/a/480.webp',
      '/media/b/480.webp',
      '/media/c/480.webp',
    ]);
    expect(pictures[0]!.getAttribute('loading')).toBe('eager');
    expect(pictures[1]!.getAttribute('loading')).toBe('lazy');
    expect(pictures[2]!.getAttribute('sizes')).toContain('100vw');
  });

  it('moves with the arrows, the thumbnails and the arrow keys, marking the current thumbnail', () => {
    render(<ProductGallery product={product(['a', 'b', 'c'])} />);
    expect(thumbnail(1, 3).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(thumbnail(2, 3).getAttribute('aria-current')).toBe('true');
    expect(thumbnail(1, 3).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Picture 2 of 3');
    fireEvent.click(thumbnail(3, 3));
    expect(screen.getByRole('button', { name: 'Zoom in on picture 3 of 3' })).toBeTruthy();
    // Past the last picture comes the first.
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(thumbnail(1, 3).getAttribute('aria-current')).toBe('true');
    const strip = screen.getByRole('list', { name: /^Pictures/ });
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(thumbnail(3, 3).getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(thumbnail(1, 3).getAttribute('aria-current')).toBe('true');
    // The zoom: the picture in view, whole, in its own proportions.
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in on picture 1 of 3' }));
    const zoomed = screen
      .getAllByRole('img', { name: 'Two Post Lift, picture 1 of 3', hidden: true })
      .find((img) => img.closest('dialog'));
    expect(zoomed?.closest('dialog')?.getAttribute('aria-label')).toBe('Two Post Lift, picture 1 of 3');
    expect(zoomed?.getAttribute('src')).toBe('/media/a/zoom.webp');
  });
});

describe('wrapIndex', () => {
  it('goes round both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
