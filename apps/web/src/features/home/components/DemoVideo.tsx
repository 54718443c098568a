import { usePublicConfig } from '../../../shared/config/use-public-config';
import { TradeOfferDemo } from './TradeOfferDemo';

/**
 * The embed address is configuration (DEMO_VIDEO_URL); without it the slot shows the looping trade
 * offer demo, so the section always shows the bot at work and never promises a video.
 */
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
        <TradeOfferDemo />
      )}
    </section>
  );
}
