const steps = [
  {
    title: 'Start your free trial',
    text: 'Connect Discord and get 24 hours and 1000 credits, no card needed.',
  },
  {
    title: 'Add your accounts',
    text: 'Connect a CSGORoll account and, for deposits and trades, a Steam account.',
  },
  {
    title: 'Configure your settings',
    text: 'Set price ranges, markups and which automations run per account.',
  },
  { title: 'Start trading', text: 'Enable sniping and let the bots work while you watch the overview.' },
];

export function HowToSteps({ className = '' }: { className?: string }) {
  return (
    <section className={`card bg-base-200 ${className}`} aria-labelledby="how-to">
      <div className="card-body">
        <h2 id="how-to" className="card-title">
          How it works
        </h2>
        <ol className="mt-2 grid gap-4 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="badge badge-primary badge-lg shrink-0 tabular-nums">{index + 1}</span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="text-sm opacity-70">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
