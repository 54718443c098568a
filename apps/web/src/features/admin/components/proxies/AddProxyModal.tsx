import { useState, type FormEvent } from 'react';
import { inputsValid } from '../../lib/inputs-valid';
import { errorMessage } from '../../../../shared/api/api-error';
import { Modal } from '../../../../shared/ui/Modal';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useAddProxy } from '../../api/proxies';

const DEFAULT_MAX_CONNECTIONS = '5';

/**
 * Add proxy: url and label required, 1 to 10 connections (5 by default), section 5. The count is
 * sent as typed: 11 is refused by the server with its reason, never quietly turned into 10.
 */
export function AddProxyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useAdminToast();
  const add = useAddProxy();
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [maxConnections, setMaxConnections] = useState(DEFAULT_MAX_CONNECTIONS);

  function close() {
    setUrl('');
    setLabel('');
    setMaxConnections(DEFAULT_MAX_CONNECTIONS);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim() || !label.trim()) {
      toast.error('URL and label are required');
      return;
    }
    if (!inputsValid(event.currentTarget as HTMLFormElement)) return;
    add.mutate(
      { url: url.trim(), label: label.trim(), max_connections: Number(maxConnections) },
      {
        onSuccess: () => {
          toast.success('Proxy added successfully');
          close();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to add proxy')),
      },
    );
  }

  return (
    <Modal
      open={open}
      title="Add Proxy"
      onClose={close}
      dismissible={!add.isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={add.isPending}>
            Cancel
          </button>
          <button type="submit" form="add-proxy" className="btn btn-primary" disabled={add.isPending}>
            Add Proxy
          </button>
        </>
      }
    >
      <form id="add-proxy" className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <label className="form-control">
          <span className="label-text mb-1">URL</span>
          <input
            className="input input-bordered w-full font-mono"
            value={url}
            placeholder="socks5://username:password@host:port"
            autoComplete="off"
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text mb-1">Label</span>
          <input
            className="input input-bordered w-full"
            value={label}
            maxLength={100}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text mb-1">Max connections</span>
          <input
            type="number"
            className="input input-bordered w-32"
            min={1}
            max={10}
            required
            value={maxConnections}
            onChange={(e) => setMaxConnections(e.target.value)}
          />
        </label>
      </form>
    </Modal>
  );
}
