import { CircleCheck, Circle } from 'lucide-react';

export function TrialChecklist({ hasDiscord, trialReady }: { hasDiscord: boolean; trialReady: boolean }) {
  const items = [
    { label: 'Discord connected', done: hasDiscord },
    { label: 'Free trial ready', done: trialReady },
  ];
  return (
    <section className="card bg-base-200" aria-labelledby="checklist">
      <div className="card-body">
        <h2 id="checklist" className="card-title">
          Checklist
        </h2>
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.label} className="flex items-center gap-2" data-done={item.done}>
              {item.done ? (
                <CircleCheck className="size-5 text-success" aria-label="Done" />
              ) : (
                <Circle className="size-5 opacity-50" aria-label="Not yet" />
              )}
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
