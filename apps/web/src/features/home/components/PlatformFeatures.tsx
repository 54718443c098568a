import { Check } from 'lucide-react';
import { marketplaceFeatures, steamFeatures } from '../lib/home-content';

function FeatureList({ title, items }: { title: string; items: string[] }) {
  return (
    <article className="card border border-base-300 bg-base-200">
      <div className="card-body">
        <h3 className="card-title text-2xl">{title}</h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function PlatformFeatures() {
  return (
    <section aria-labelledby="platforms-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="platforms-title" className="mb-8 text-center text-3xl font-bold">
        Built for both platforms
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <FeatureList title="CSGORoll" items={marketplaceFeatures} />
        <FeatureList title="Steam" items={steamFeatures} />
      </div>
    </section>
  );
}
