import { walletCountries, walletCurrencies } from '@skinpilot/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { useAddSteamAccount, type AddSteamAccountInput } from '../api/add-steam-account';
import { TextField } from '../../../shared/ui/TextField';
import { fieldErrors } from '../lib/field-errors';

type Props = { atLimit: boolean; onBusy: (busy: boolean) => void; onDone: () => void; onCancel: () => void };

const empty = {
  steam_id: '',
  username: '',
  password: '',
  shared_secret: '',
  identity_secret: '',
  proxy: '',
  wallet_currency: 'EUR' as AddSteamAccountInput['wallet_currency'],
  wallet_country: 'DE' as AddSteamAccountInput['wallet_country'],
};
const required = ['steam_id', 'username', 'password', 'shared_secret', 'identity_secret', 'proxy'] as const;

export function AddSteamForm({ atLimit, onBusy, onDone, onCancel }: Props) {
  const toast = useToast();
  const add = useAddSteamAccount();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const complete = required.every((field) => form[field].trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBusy(true);
    add.mutate(
      { ...form, steam_id: form.steam_id.trim(), proxy: form.proxy.trim() },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.account_info
              ? `Steam account connected: ${answer.account_info.username} (${answer.account_info.steam_id})`
              : 'Steam account connected successfully',
            { durationMs: 3000 },
          );
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error instanceof ApiError ? error.errors : undefined));
          toast.error(errorMessage(error, 'Failed to connect Steam account'), { durationMs: 3000 });
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Add Steam account">
      <TextField
        label="Steam ID"
        inputMode="numeric"
        placeholder="7656119..."
        value={form.steam_id}
        onChange={set('steam_id')}
        error={errors.steam_id}
        required
      />
      <TextField
        label="Username"
        autoComplete="off"
        value={form.username}
        onChange={set('username')}
        error={errors.username}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        required
      />
      <TextField
        label="Shared Secret"
        autoComplete="off"
        value={form.shared_secret}
        onChange={set('shared_secret')}
        error={errors.shared_secret}
        required
      />
      <TextField
        label="Identity Secret"
        autoComplete="off"
        value={form.identity_secret}
        onChange={set('identity_secret')}
        error={errors.identity_secret}
        required
      />
      <TextField
        label="Proxy"
        placeholder="socks5://user:pass@host:port"
        value={form.proxy}
        onChange={set('proxy')}
        error={errors.proxy}
        hint="A SOCKS5 proxy used by this account only"
        required
      />
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">Wallet Currency</span>
        <select
          className="select select-bordered w-full"
          value={form.wallet_currency}
          onChange={set('wallet_currency')}
        >
          {walletCurrencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label className="form-control">
        <span className="label-text mb-1 block text-sm">Wallet Country</span>
        <select
          className="select select-bordered w-full"
          value={form.wallet_country}
          onChange={set('wallet_country')}
        >
          {walletCountries.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={atLimit || !complete || add.isPending}>
          {add.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
          {add.isPending ? 'Connecting...' : 'Add Steam Account'}
        </button>
      </div>
    </form>
  );
}
