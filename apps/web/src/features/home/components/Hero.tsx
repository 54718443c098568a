import { BadgeCheck } from 'lucide-react';
import { heroBadges } from '../lib/home-content';
import { DiscordButton } from './DiscordButton';
import { HeroCallToAction } from './HeroCallToAction';
import { TradeOfferDemo } from './TradeOfferDemo';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div className="pointer-events-none absolute inset-0 bg-linear-to-b from-primary/15 to-transparent" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div className="space-y-6 text-center lg:text-left">
          <h1 className="text-4xl font-black tracking-tight sm:text-6xl">
            Automated CS2 skin trading on <span className="text-primary">CSGORoll</span> and{' '}
            <span className="text-primary">Steam</span>
          </h1>
          <p className="mx-auto max-w-xl text-lg opacity-80 lg:mx-0">
            Sniping and auto-deposit bots that run on our servers around the clock, every account in one
            dashboard, and your trade offers handled for you.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <HeroCallToAction />
            <DiscordButton />
          </div>
          <ul aria-label="Highlights" className="flex flex-wrap justify-center gap-2 lg:justify-start">
            {heroBadges.map((badge) => (
              <li key={badge} className="badge badge-lg gap-1 badge-soft badge-primary">
                <BadgeCheck className="size-4" aria-hidden /> {badge}
              </li>
            ))}
          </ul>
        </div>
        <TradeOfferDemo />
      </div>
    </section>
  );
}
