import { PlayCircle } from 'lucide-react';
import { usePublicConfig } from '../../../shared/config/use-public-config';

/** The embed address is configuration (DEMO_VIDEO_URL); without it the section says so calmly. */
export function DemoVideo() {
  const { demo_video_url, app_name } = usePublicConfig();
  return (
    <section aria-labelledby="video-title" className="mx-auto max-w-4xl px-4 py-14">
      <h2 id="video-title" className="mb-8 text-center text-3xl font-bold">
        See it in action
      </h2>
      {demo_video_url ? (
        <div className="aspect-video overflow-hidden rounded-box border border-base-300 bg-base-200">
          <iframe
            src={demo_video_url}
            title={`${app_name} demo video`}
            className="size-full"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : (
        <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-box border border-dashed border-base-300 bg-base-200 opacity-70">
          <PlayCircle className="size-12" aria-hidden />
          <p>The demo video is coming soon.</p>
        </div>
      )}
    </section>
  );
}
