import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { notify } from '../../../../lib/toast';
import { uploadImage } from '../api/upload-image';
import {
  moveAnnouncement,
  moveItem,
  pendingCount,
  pickFiles,
  progressPercent,
  roomLeft,
  updateItem,
  uploadedImages,
  uploadedItem,
  type GalleryItem,
} from '../gallery-model';
import { browserCanvas, prepareUpload, type Canvas } from '../image-scaling';
import { uploadFailure } from '../image-upload-model';
import type { FormImage } from '../product-form-model';

export type DropZoneState = 'idle' | 'drag-over';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const idsOf = (images: readonly FormImage[]) => images.map((image) => image.publicId).join(' ');

/** Focuses an element by id once React has drawn the change (a moved or removed picture's control). */
function focusLater(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | null;
      if (element && !element.disabled) return element.focus();
    }
  });
}

let nextKey = 0;

/**
 * The product's pictures (up to 8): several files at once, each made smaller in the browser when it
 * is large, then sent one after the other with its progress; a failed one keeps its place and can be
 * retried. The form gets the uploaded pictures in order (`onChange`) and how many are still on their
 * way (`onPendingChange`), so Save waits for them.
 */
export function useImageGallery(
  images: FormImage[],
  onChange: (images: FormImage[]) => void,
  onPendingChange: (pending: number) => void,
  canvas: Canvas<unknown> = browserCanvas as Canvas<unknown>,
) {
  const [items, setItems] = useState<GalleryItem[]>(() => images.map(uploadedItem));
  const [dragOver, setDragOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** For screen readers (a polite live region): what just happened. */
  const [announcement, setAnnouncement] = useState('');
  const itemsRef = useRef(items);
  const files = useRef(new Map<string, { file: File; prepared: boolean }>());
  const controllers = useRef(new Map<string, AbortController>());
  const queue = useRef(Promise.resolve());
  const sent = useRef(idsOf(images));
  const dragFrom = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function change(next: (items: GalleryItem[]) => GalleryItem[]) {
    itemsRef.current = next(itemsRef.current);
    setItems(itemsRef.current);
  }

  useEffect(() => {
    const uploaded = uploadedImages(items);
    if (idsOf(uploaded) !== sent.current) {
      sent.current = idsOf(uploaded);
      onChange(uploaded);
    }
    onPendingChange(pendingCount(items));
  }, [items, onChange, onPendingChange]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const current = (key: string) => itemsRef.current.find((item) => item.key === key);
  const position = (key: string) => itemsRef.current.findIndex((item) => item.key === key) + 1;

  async function send(key: string) {
    const entry = files.current.get(key);
    if (!entry || !current(key)) return;
    if (!entry.prepared) {
      change((list) => updateItem(list, key, { status: 'preparing' }));
      const prepared = await prepareUpload(entry.file, canvas);
      if (!current(key)) return;
      if (!prepared.ok) {
        // Nothing to retry: the file itself cannot be sent.
        change((list) => list.filter((item) => item.key !== key));
        setProblem(prepared.problem);
        return;
      }
      files.current.set(key, { file: prepared.file, prepared: true });
      if (prepared.scaled)
        change((list) =>
          updateItem(list, key, {
            note: `Made smaller for upload: ${megabytes(prepared.before)} to ${megabytes(prepared.after)}`,
          }),
        );
    }
    const controller = new AbortController();
    controllers.current.set(key, controller);
    change((list) => updateItem(list, key, { status: 'uploading', progress: 0, error: null }));
    try {
      const answer = await uploadImage(files.current.get(key)!.file, {
        signal: controller.signal,
        onProgress: (fraction) =>
          change((list) => updateItem(list, key, { progress: progressPercent(fraction) })),
      });
      if (itemsRef.current.some((item) => item.image?.publicId === answer.public_id)) {
        change((list) => list.filter((item) => item.key !== key));
        setAnnouncement('That picture is already in the gallery.');
        return;
      }
      const image = { publicId: answer.public_id, url: answer.secure_url };
      change((list) => updateItem(list, key, { status: 'uploaded', image, progress: 100 }));
      files.current.delete(key);
      setAnnouncement(`Picture ${position(key)} uploaded.`);
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = uploadFailure(error);
      change((list) =>
        updateItem(list, key, {
          status: 'failed',
          error: { message: failure.message, detail: failure.detail },
        }),
      );
      setAnnouncement(`Picture ${position(key)}: ${failure.message}.`);
      notify.error(failure.toast);
    } finally {
      controllers.current.delete(key);
    }
  }

  /** One upload at a time: a phone's connection is better spent finishing one picture than starting all. */
  function enqueue(key: string) {
    queue.current = queue.current.then(() => send(key)).catch(() => undefined);
  }

  function addFiles(list: ArrayLike<File> | null) {
    const pick = pickFiles(list, roomLeft(itemsRef.current));
    setProblem(pick.problem);
    if (pick.accepted.length === 0) return;
    const added = pick.accepted.map((file): GalleryItem => {
      const key = `upload-${nextKey++}`;
      files.current.set(key, { file, prepared: false });
      return { key, status: 'waiting', name: file.name, image: null, progress: 0, error: null };
    });
    change((items) => [...items, ...added]);
    setAnnouncement(
      added.length === 1
        ? 'Uploading 1 picture, please wait.'
        : `Uploading ${added.length} pictures, please wait.`,
    );
    added.forEach((item) => enqueue(item.key));
  }

  function retry(key: string) {
    change((list) => updateItem(list, key, { status: 'waiting', error: null, progress: 0 }));
    enqueue(key);
  }

  function remove(key: string) {
    const index = itemsRef.current.findIndex((item) => item.key === key);
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    change((list) => list.filter((item) => item.key !== key));
    setProblem(null);
    setAnnouncement(`Picture ${index + 1} removed.`);
    const next = itemsRef.current[Math.min(index, itemsRef.current.length - 1)];
    focusLater(...(next ? [`picture-remove-${next.key}`] : []), 'product-image-zone');
  }

  /** Moves a picture by keyboard (Move left / Move right); the focus stays on the picture's control. */
  function move(key: string, delta: -1 | 1) {
    const from = itemsRef.current.findIndex((item) => item.key === key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= itemsRef.current.length) return;
    change((list) => moveItem(list, from, to));
    setAnnouncement(moveAnnouncement(to, itemsRef.current.length));
    const [same, other] = delta < 0 ? ['left', 'right'] : ['right', 'left'];
    focusLater(`picture-${same}-${key}`, `picture-${other}-${key}`);
  }

  /** Reordering by dragging a picture onto another one's place. */
  const pictureDrag = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      dragFrom.current = index;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragFrom.current === null) return;
      event.preventDefault();
      const from = dragFrom.current;
      dragFrom.current = null;
      if (from === index) return;
      change((list) => moveItem(list, from, index));
      setAnnouncement(moveAnnouncement(index, itemsRef.current.length));
    },
    onDragEnd: () => {
      dragFrom.current = null;
    },
  });

  const isFileDrag = (event: DragEvent<HTMLElement>) =>
    dragFrom.current === null && Array.from(event.dataTransfer.types ?? []).includes('Files');

  const zoneHandlers = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      if (!isFileDrag(event)) return;
      event.preventDefault();
      setDragOver(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!isFileDrag(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Moving onto a child of the zone is not leaving it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragFrom.current !== null) return;
      event.preventDefault();
      setDragOver(false);
      addFiles(event.dataTransfer.files);
    },
    onClick: () => inputRef.current?.click(),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      inputRef.current?.click();
    },
  };

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files ? Array.from(event.target.files) : [];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (picked.length > 0) addFiles(picked);
  }

  return {
    items,
    zoneState: (dragOver ? 'drag-over' : 'idle') as DropZoneState,
    room: roomLeft(items),
    problem,
    announcement,
    inputRef,
    zoneHandlers,
    onInputChange,
    retry,
    remove,
    move,
    pictureDrag,
  };
}
