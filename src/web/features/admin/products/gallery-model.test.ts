import { describe, expect, it } from 'vitest';
import {
  moveAnnouncement,
  moveItem,
  pendingCount,
  pickFiles,
  progressPercent,
  roomLeft,
  uploadedImages,
  uploadedItem,
  type GalleryItem,
} from './gallery-model';

const image = (type = 'image/jpeg') => ({ type });
const picture = (id: string) => uploadedItem({ publicId: id, url: `/media/${id}/800.webp` });
const upload = (key: string, status: GalleryItem['status']): GalleryItem => ({
  key,
  status,
  name: `${key}.jpg`,
  image: null,
  progress: 0,
  error: null,
});

describe('pickFiles', () => {
  it('takes every image, up to the room left of 8 pictures', () => {
    expect(pickFiles([image(), image('image/png')], 8)).toEqual({
      accepted: [image(), image('image/png')],
      problem: null,
    });
    expect(pickFiles([image(), image(), image()], 2)).toEqual({
      accepted: [image(), image()],
      problem: 'A product has at most 8 pictures: 1 not added.',
    });
  });

  it("leaves out what is not an image: 'Please select an image file'", () => {
    expect(pickFiles([image('application/pdf')], 8)).toEqual({
      accepted: [],
      problem: 'Please select an image file',
    });
    expect(pickFiles([image(), image('text/plain')], 8)).toEqual({
      accepted: [image()],
      problem: 'Please select an image file',
    });
    expect(pickFiles(null, 8).problem).toBe('Please select an image file');
  });
});

describe('the reorder model', () => {
  it('moves a picture left or right by one (the keyboard buttons), staying inside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('moves a picture dragged onto another place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('says where the picture went, and when it became the main one', () => {
    expect(moveAnnouncement(0, 3)).toBe('Picture moved to position 1 of 3, the main picture.');
    expect(moveAnnouncement(2, 3)).toBe('Picture moved to position 3 of 3.');
  });
});

describe('the upload states', () => {
  const items = [
    picture('a'),
    upload('u1', 'uploading'),
    upload('u2', 'failed'),
    picture('b'),
    upload('u3', 'waiting'),
  ];

  it('sends only the uploaded pictures, in their order', () => {
    expect(uploadedImages(items).map((entry) => entry.publicId)).toEqual(['a', 'b']);
  });

  it('counts the uploads still on their way (a failed one waits for Retry)', () => {
    expect(pendingCount(items)).toBe(2);
    expect(pendingCount([picture('a'), upload('u', 'preparing')])).toBe(1);
    expect(roomLeft(items)).toBe(3);
  });

  it('shows whole percents and keeps 100 for the server having answered', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.427)).toBe(42);
    expect(progressPercent(1)).toBe(99);
  });
});
