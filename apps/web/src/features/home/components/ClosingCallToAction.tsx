import { DiscordButton } from './DiscordButton';
import { HeroCallToAction } from './HeroCallToAction';

export function ClosingCallToAction() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-14">
      <div className="card border border-primary/40 bg-linear-to-br from-primary/20 to-base-200">
        <div className="card-body items-center gap-4 text-center">
          <h2 className="text-3xl font-bold">Ready to let the bots trade for you?</h2>
          <p className="max-w-xl opacity-80">
            Sign up, connect your Discord and start a 24-hour free trial with 1000 credits. No card needed.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <HeroCallToAction size="md" />
            <DiscordButton size="md" />
          </div>
        </div>
      </div>
    </section>
  );
}
