import { Play } from 'lucide-react';
import { useState } from 'react';

interface VideoEmbedProps {
  videoId: string;
  title: string;
}

/**
 * A local play-button placeholder; the youtube-nocookie.com player is inserted only when asked,
 * so no third-party request happens on page load.
 */
export function VideoEmbed({ videoId, title }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl border border-border"
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-border bg-gradient-to-br from-muted to-background text-foreground hover:border-primary-strong"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground transition-transform group-hover:scale-110">
        <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
      </span>
      <span className="px-4 font-semibold">Play {title}</span>
      <span className="text-xs text-subtle-foreground">Loads the YouTube player</span>
    </button>
  );
}
