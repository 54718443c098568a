import type { TradingAccount } from '@skinpilot/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { useUpdateProxy, useValidateProxy } from '../api/steam-proxy';
import { STEAM_TOAST_MS } from '../lib/steam-toast';

/** The Overview's revalidate button, shown while the proxy is marked invalid (section 2.10). */
export function RevalidateProxyButton({ account }: { account: TradingAccount }) {
  const toast = useToast();
  const validate = useValidateProxy();
  return (
    <button
      type="button"
      className="btn btn-xs"
      disabled={validate.isPending}
      onClick={() =>
        validate.mutate(account.steam_id, {
          onSuccess: (answer) =>
            answer.is_valid
              ? toast.success('Proxy is working', { durationMs: STEAM_TOAST_MS })
              : toast.error(`Proxy validation failed: ${answer.error_message ?? 'unknown error'}`, {
                  durationMs: STEAM_TOAST_MS,
                }),
          onError: (error) =>
            toast.error(
              error instanceof ApiError && error.detail ? error.detail : 'Failed to validate proxy',
              {
                durationMs: STEAM_TOAST_MS,
              },
            ),
        })
      }
    >
      <RotateCw className={`size-3 ${validate.isPending ? 'animate-spin' : ''}`} aria-hidden />
      {validate.isPending ? 'Testing...' : 'Revalidate'}
    </button>
  );
}

/** Section 5's proxy update: disabled while empty or while an update runs. */
export function UpdateProxyForm({ account }: { account: TradingAccount }) {
  const toast = useToast();
  const update = useUpdateProxy();
  const [proxy, setProxy] = useState('');
  return (
    <form
      aria-label="Update proxy"
      className="mt-2 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { steamId: account.steam_id, proxy: proxy.trim() },
          {
            onSuccess: (answer) => {
              setProxy('');
              toast.success(answer.message, { durationMs: STEAM_TOAST_MS });
            },
            onError: (error) =>
              toast.error(
                error instanceof ApiError && error.detail
                  ? `Error: ${error.detail}`
                  : 'Failed to update proxy',
                { durationMs: STEAM_TOAST_MS },
              ),
          },
        );
      }}
    >
      <input
        className="input input-sm input-bordered min-w-0 flex-1"
        aria-label="New proxy"
        placeholder="socks5://user:pass@host:port"
        value={proxy}
        onChange={(event) => setProxy(event.target.value)}
      />
      <button type="submit" className="btn btn-sm" disabled={!proxy.trim() || update.isPending}>
        {update.isPending && <span className="loading loading-spinner loading-xs" />} Update Proxy
      </button>
    </form>
  );
}
