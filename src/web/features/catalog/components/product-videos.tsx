import { parseYoutubeId } from '../../../../shared/youtube';
import { VideoEmbed } from './video-embed';

export function ProductVideos({ videos, productName }: { videos: string[]; productName: string }) {
  const ids = videos.map(parseYoutubeId).filter((id): id is string => id !== null);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="product-videos" className="mt-12">
      <h2 id="product-videos" className="text-2xl font-bold text-foreground-strong">
        Product Videos
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {ids.map((id, index) => (
          <li key={`${id}-${index}`}>
            <VideoEmbed videoId={id} title={`${productName} video ${index + 1}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
