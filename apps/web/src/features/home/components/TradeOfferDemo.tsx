import { ArrowDownLeft, Clock, Coins } from 'lucide-react';
import {
  countdownAt,
  DEMO_ITEM_DISPLAY_MS,
  DEMO_ITEM_TRANSITION_MS,
  demoItems,
  formatCountdown,
} from '../lib/demo-offer';
import { useElapsedSeconds } from '../lib/use-elapsed-seconds';
import { useRotation } from '../lib/use-rotation';

const stripe = { error: 'bg-error', secondary: 'bg-secondary', accent: 'bg-accent', info: 'bg-info' };

/**
 * A looping picture of what the bot does: an incoming Steam trade offer for a sniped item, with the
 * 15-minute window the marketplace gives to accept it. Sample data only; nothing is fetched.
 */
export function TradeOfferDemo() {
  const elapsed = useElapsedSeconds();
  const { index, isChanging } = useRotation(demoItems.length, DEMO_ITEM_DISPLAY_MS, DEMO_ITEM_TRANSITION_MS);
  const item = demoItems[index]!;
  return (
    <figure
      aria-label="Trade offer demo"
      className="card mx-auto w-full max-w-md border border-base-300 bg-base-200 shadow-2xl"
    >
      <div className="card-body gap-4">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 font-semibold">
            <ArrowDownLeft className="size-5 text-success" aria-hidden /> Incoming trade offer
          </span>
          <span className="badge badge-warning gap-1 tabular" data-testid="demo-countdown">
            <Clock className="size-3.5" aria-hidden />
            {formatCountdown(countdownAt(elapsed))}
          </span>
        </div>
        <div
          data-testid="demo-item"
          className="flex items-center gap-4 rounded-box bg-base-100 p-4 transition-all ease-in-out"
          style={{
            transitionDuration: `${DEMO_ITEM_TRANSITION_MS}ms`,
            opacity: isChanging ? 0 : 1,
            transform: isChanging ? 'translateY(8px)' : 'none',
          }}
        >
          <span className={`h-14 w-1.5 shrink-0 rounded-full ${stripe[item.rarity]}`} aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{item.name}</p>
            <p className="text-sm opacity-70">{item.wear}</p>
          </div>
          <div className="text-right tabular">
            <p className="flex items-center justify-end gap-1 font-bold">
              <Coins className="size-4 text-warning" aria-hidden />
              {item.coins.toFixed(2)} coins
            </p>
            <p className="text-xs opacity-70">+{item.markup.toFixed(1)}% markup</p>
          </div>
        </div>
        <div className="flex items-center justify-between text-sm">
          <span className="opacity-70">Sniped by your withdraw bot</span>
          <span className="flex gap-1" aria-hidden>
            {demoItems.map((demo, dot) => (
              <span
                key={demo.name}
                className={`size-2 rounded-full ${dot === index ? 'bg-primary' : 'bg-base-content/20'}`}
              />
            ))}
          </span>
        </div>
        <p className="rounded-field bg-success py-2 text-center text-sm font-semibold text-success-content">
          Accepted automatically
        </p>
      </div>
    </figure>
  );
}
