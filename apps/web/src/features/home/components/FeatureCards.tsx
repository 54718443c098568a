import { featureCards } from '../lib/home-content';

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="features-title" className="mb-8 text-center text-3xl font-bold">
        Everything a skin trader needs
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureCards.map(({ icon: Icon, title, text }) => (
          <article key={title} className="card border border-base-300 bg-base-200">
            <div className="card-body">
              <Icon className="size-8 text-primary" aria-hidden />
              <h3 className="card-title">{title}</h3>
              <p className="opacity-80">{text}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
