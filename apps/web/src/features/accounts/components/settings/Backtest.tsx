import type { BacktestAnswer, BacktestFigures, BacktestPeriod } from '@skinpilot/contract';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { formatBalance } from '../../../../shared/accounts/account-view';
import { backtestCsgorollSettingsCall } from '../../api/account-settings';
import { fromCsgorollForm, type CsgorollForm } from '../../lib/settings-form';

/** The periods the dialog offers next to Save (the endpoint also takes 14d). */
const OFFERED: [BacktestPeriod, string][] = [
  ['1d', 'Test on the last 24 h'],
  ['7d', 'Test on the last 7 d'],
];

type State =
  | { kind: 'idle' }
  | { kind: 'running'; period: BacktestPeriod }
  | { kind: 'done'; answer: BacktestAnswer }
  | { kind: 'failed'; message: string };

/** Issue 27: replays the recorded feed for the form's values before they are saved. */
export function useBacktest(steamId: string) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = async (period: BacktestPeriod, form: CsgorollForm) => {
    setState({ kind: 'running', period });
    try {
      const answer = await backtestCsgorollSettingsCall(steamId, { ...fromCsgorollForm(form), period });
      setState({ kind: 'done', answer });
    } catch (error) {
      const message =
        error instanceof ApiError ? error.detail : error instanceof Error ? error.message : undefined;
      setState({ kind: 'failed', message: message ?? 'The test could not run' });
    }
  };
  return { state, run };
}

export function BacktestButtons({
  state,
  onRun,
  disabled,
}: {
  state: State;
  onRun: (period: BacktestPeriod) => void;
  disabled: boolean;
}) {
  return (
    <div className="mr-auto flex w-full gap-2 sm:w-auto">
      {OFFERED.map(([period, label]) => (
        <button
          key={period}
          type="button"
          className="btn btn-outline btn-sm sm:btn-md flex-1 px-2 sm:flex-none sm:px-4"
          disabled={disabled || state.kind === 'running'}
          onClick={() => onRun(period)}
        >
          {state.kind === 'running' && state.period === period ? (
            <span className="loading loading-spinner loading-xs" aria-hidden />
          ) : (
            <FlaskConical className="hidden size-4 sm:inline" aria-hidden />
          )}
          {label}
        </button>
      ))}
    </div>
  );
}

const money = (n: number) => formatBalance(n);

/** The edited and the saved settings side by side, over the same recorded listings. */
export function BacktestResult({ state }: { state: State }) {
  if (state.kind === 'failed')
    return (
      <div role="alert" className="alert alert-error alert-soft mt-3 text-sm">
        {state.message}
      </div>
    );
  if (state.kind !== 'done') return null;
  const { answer } = state;
  const rows: [string, (f: BacktestFigures) => string][] = [
    ['Matched', (f) => String(f.matched)],
    ['Total value', (f) => money(f.total_value)],
    ['Average markup', (f) => (f.average_markup === null ? '–' : `${f.average_markup.toFixed(2)}%`)],
    ['Estimated profit', (f) => money(f.estimated_profit)],
    ['Credits', (f) => money(f.credits)],
  ];
  const label = answer.period === '1d' ? 'the last 24 h' : `the last ${answer.period.replace('d', ' d')}`;
  return (
    <section className="bg-base-200 mt-3 rounded-box p-3 text-sm" aria-label="Back-test result">
      <p className="mb-2 opacity-70">
        {answer.listings.toLocaleString('en-US')} recorded listings of {label}, replayed through these
        settings and the saved ones.
      </p>
      <table className="table table-xs">
        <thead>
          <tr>
            <th />
            <th className="text-right">These settings</th>
            <th className="text-right">Saved</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th className="font-normal opacity-70">{name}</th>
              <td className="text-right tabular-nums">{value(answer.edited)}</td>
              <td className="text-right tabular-nums">{value(answer.saved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {answer.edited.largest.length > 0 && (
        <>
          <h4 className="mt-2 font-semibold">Largest matches</h4>
          <ul className="space-y-0.5">
            {answer.edited.largest.slice(0, 3).map((m) => (
              <li key={m.trade_id} className="flex gap-2">
                <span className="truncate">{m.market_name}</span>
                <span className="ml-auto shrink-0 tabular-nums">
                  {money(m.total_value)} · {m.markup.toFixed(2)}%
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
