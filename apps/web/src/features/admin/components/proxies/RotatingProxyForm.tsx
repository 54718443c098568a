import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { formatDateTime } from '../../lib/format';
import { useAdminToast } from '../../lib/use-admin-toast';
import { ProxyStatusBadge } from './ProxyStatusBadge';
import { useRotatingProxy, useSaveRotatingProxy, useTestRotatingProxy } from '../../api/proxies';
import { useProxyTestToast } from '../../lib/use-proxy-test-toast';

/** The HTTP rotating proxy: the saved url is shown masked; typing a new one replaces it on Save. */
export function RotatingProxyForm() {
  const toast = useAdminToast();
  const testToast = useProxyTestToast();
  const rotating = useRotatingProxy();
  const save = useSaveRotatingProxy();
  const test = useTestRotatingProxy();
  const saved = rotating.data;
  const [draft, setDraft] = useState<{ enabled: boolean; label: string } | null>(null);
  const [url, setUrl] = useState('');
  const enabled = draft?.enabled ?? saved?.enabled ?? false;
  const label = draft?.label ?? saved?.label ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { enabled, label: label.trim(), url: url.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('HTTP rotating proxy updated');
          setDraft(null);
          setUrl('');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to save HTTP rotating proxy')),
      },
    );
  }

  return (
    <form className="card bg-base-200" onSubmit={submit} aria-label="HTTP rotating proxy">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-base">HTTP Rotating Proxy</h2>
          <ProxyStatusBadge status={saved?.status} />
        </div>
        <label className="label cursor-pointer justify-start gap-3">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={enabled}
            onChange={(e) => setDraft({ enabled: e.target.checked, label })}
          />
          <span>Enabled</span>
        </label>
        <div className="grid gap-3 md:grid-cols-2">
          <label className="form-control">
            <span className="label-text mb-1">Label</span>
            <input
              className="input input-bordered w-full"
              value={label}
              maxLength={100}
              onChange={(e) => setDraft({ enabled, label: e.target.value })}
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1">URL</span>
            <input
              className="input input-bordered w-full font-mono"
              value={url}
              placeholder="http://username:password@{address}"
              autoComplete="off"
              onChange={(e) => setUrl(e.target.value)}
            />
          </label>
        </div>
        <dl className="grid gap-1 text-sm text-base-content/70 sm:grid-cols-3">
          <div>
            <dt className="inline">Saved URL: </dt>
            <dd className="inline font-mono break-all">{saved?.url_display ?? 'none'}</dd>
          </div>
          <div>
            <dt className="inline">Last checked: </dt>
            <dd className="inline">{saved?.last_checked ? formatDateTime(saved.last_checked) : 'Never'}</dd>
          </div>
          <div>
            <dt className="inline">Errors: </dt>
            <dd className="inline tabular-nums">{saved?.error_count ?? 0}</dd>
          </div>
        </dl>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={test.isPending || !saved?.url_display}
            onClick={() => test.mutate(undefined, testToast)}
          >
            {test.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
            Test
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            Save
          </button>
        </div>
      </div>
    </form>
  );
}
