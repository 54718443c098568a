import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { useAddCsgorollAccount } from '../api/add-csgoroll-account';
import { TextField } from '../../../shared/ui/TextField';
import { fieldErrors } from '../lib/field-errors';

type Props = { atLimit: boolean; onBusy: (busy: boolean) => void; onDone: () => void; onCancel: () => void };
type Mode = 'cookie' | 'credentials';

export function AddCsgorollForm({ atLimit, onBusy, onDone, onCancel }: Props) {
  const toast = useToast();
  const add = useAddCsgorollAccount();
  const [mode, setMode] = useState<Mode>('cookie');
  const [cookie, setCookie] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const complete =
    mode === 'cookie' ? cookie.trim() !== '' : username.trim() !== '' && password.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBusy(true);
    add.mutate(
      mode === 'cookie'
        ? { auth_method: 'cookie', cookie: cookie.trim() }
        : { auth_method: 'credentials', username: username.trim(), password },
      {
        onSuccess: () => {
          toast.success('CSGORoll account connected successfully', { durationMs: 3000 });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrors(error instanceof ApiError ? error.errors : undefined));
          toast.error(errorMessage(error, 'Failed to connect CSGORoll account'), { durationMs: 3000 });
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  const subTab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      className={`tab ${mode === value ? 'tab-active' : ''}`}
      disabled={add.isPending}
      onClick={() => setMode(value)}
    >
      {label}
    </button>
  );

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Add CSGORoll account">
      <div role="tablist" className="tabs tabs-border">
        {subTab('cookie', 'Session Cookie')}
        {subTab('credentials', 'Login')}
      </div>
      {mode === 'cookie' ? (
        <label className="form-control block">
          <span className="label-text mb-1 block text-sm">Session Cookie</span>
          <textarea
            className={`textarea textarea-bordered w-full font-mono text-xs ${errors.cookie ? 'textarea-error' : ''}`}
            rows={4}
            value={cookie}
            onChange={(e) => setCookie(e.target.value)}
            placeholder="session=..."
          />
          {errors.cookie && <span className="mt-1 block text-xs text-error">{errors.cookie}</span>}
        </label>
      ) : (
        <>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <p className="text-xs opacity-70">Signing in with a login may take 20 to 30 seconds.</p>
        </>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={atLimit || !complete || add.isPending}>
          {add.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
          {add.isPending ? 'Connecting...' : 'Add CSGORoll Account'}
        </button>
      </div>
    </form>
  );
}
