import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { notify } from '../../../../lib/toast';
import { uploadImage } from '../api/upload-image';
import { pickImageFile, uploadFailure } from '../image-upload-model';
import type { FormImage } from '../product-form-model';

export type DropZoneState = 'idle' | 'drag-over' | 'uploading' | 'uploaded';

/** The control that had focus goes away when the state changes: focus its successor instead. */
function keepFocus(target: { current: HTMLElement | null }) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) target.current?.focus();
  });
}

export interface UploadProblem {
  message: string;
  detail: string | null;
}

/**
 * The image drop zone: idle, drag-over highlight, uploading, uploaded (SPEC.md section 4). Files are
 * checked in the browser first; an upload failure says 'Failed to upload image' in the zone (with the
 * server's reason) and toasts 'Failed to upload image. Please try again.'
 */
export function useImageUpload(image: FormImage | null, onChange: (image: FormImage | null) => void) {
  const [dragOver, setDragOver] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  /** For screen readers (a polite live region): what just happened. */
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(files: ArrayLike<File> | null) {
    const pick = pickImageFile(files);
    if (!pick.ok) {
      setProblem({ message: pick.problem, detail: null });
      return;
    }
    setProblem(null);
    setUploading(true);
    setAnnouncement('Uploading the image, please wait.');
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const answer = await uploadImage(pick.file, controller.signal);
      onChange({ publicId: answer.public_id, url: answer.secure_url });
      setAnnouncement('Image uploaded.');
      keepFocus(removeRef);
    } catch (error) {
      if (controller.signal.aborted) return;
      setAnnouncement('');
      const failure = uploadFailure(error);
      setProblem({ message: failure.message, detail: failure.detail });
      notify.error(failure.toast);
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  }

  const state: DropZoneState = uploading ? 'uploading' : image ? 'uploaded' : dragOver ? 'drag-over' : 'idle';

  const zoneHandlers = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (!uploading) setDragOver(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      if (!uploading) setDragOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Moving onto a child of the zone is not leaving it.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragOver(false);
      if (!uploading) void upload(event.dataTransfer.files);
    },
    onClick: () => {
      if (!uploading) inputRef.current?.click();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (!uploading) inputRef.current?.click();
    },
  };

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files ? Array.from(event.target.files) : [];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (files.length > 0) void upload(files);
  }

  function remove() {
    setProblem(null);
    setAnnouncement('');
    onChange(null);
    keepFocus(zoneRef);
  }

  return { state, problem, announcement, inputRef, zoneRef, removeRef, zoneHandlers, onInputChange, remove };
}
